import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './decodable-path.ts';
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
