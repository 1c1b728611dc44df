import { describe, expect, it } from 'vitest';
import { isDecodablePath, unroutableStatus } from './unroutable-path.ts';
import { sitePath } from '@meridian/domain/routes/site-routes';

describe('isDecodablePath', () => {
  it('accepts ordinary and well-encoded paths, refuses malformed escapes', () => {
    expect(isDecodablePath(sitePath('/usa'))).toBe(true);
    expect(isDecodablePath(sitePath('/articles/%E0%A4%AD%E0%A4%BE'))).toBe(true);
    for (const path of ['/a/%E0%A4%A', '/a/%', '/a/%ZZ', '/a/%ED%A0%80']) {
      expect(isDecodablePath(path), path).toBe(false);
    }
  });
});

describe('unroutableStatus', () => {
  it('answers 400 for a malformed escape, 404 for a segment longer than any route takes', () => {
    expect(unroutableStatus('/university-logos/%E0%A4%A.svg')).toBe(400);
    expect(unroutableStatus(`/university-logos/${'a'.repeat(197)}.svg`)).toBe(404);
    expect(unroutableStatus(`/media/abc/${'a'.repeat(200)}`)).toBeUndefined();
    // Counted as decoded: a Hindi slug of 100 letters is 900 characters escaped.
    expect(unroutableStatus(`/articles/${'%E0%A4%AD'.repeat(100)}`)).toBeUndefined();
    expect(unroutableStatus('/usa/universities')).toBeUndefined();
  });
});
