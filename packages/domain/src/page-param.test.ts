import { describe, expect, it } from 'vitest';
import { isValidPageParam } from './page-param.ts';

describe('page query parameter', () => {
  it('accepts absence and positive whole numbers', () => {
    for (const ok of [null, undefined, '1', '2', '30', '999'])
      expect(isValidPageParam(ok), String(ok)).toBe(true);
  });

  it('rejects zero, negatives, fractions, text and empty values', () => {
    for (const bad of ['0', '00', '-1', '1.5', 'abc', '', ' 2', '2a', '1e3', '0x10']) {
      expect(isValidPageParam(bad), bad).toBe(false);
    }
  });
});
