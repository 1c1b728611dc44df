import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './decodable-path.ts';

describe('isDecodablePath', () => {
  it('accepts ordinary and well-encoded paths, refuses malformed escapes', () => {
    expect(isDecodablePath('/study-abroad/usa')).toBe(true);
    expect(isDecodablePath('/study-abroad/articles/%E0%A4%AD%E0%A4%BE')).toBe(true);
    for (const path of ['/a/%E0%A4%A', '/a/%', '/a/%ZZ', '/a/%ED%A0%80']) {
      expect(isDecodablePath(path), path).toBe(false);
    }
  });
});
