import { describe, expect, it } from 'vitest';
import { isValidPageParam, listingPageNumber } from './page-param.ts';
import { MAX_PAGE } from './pagination.ts';

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

describe('listing page number', () => {
  it('is page 1 when absent, else the number asked for', () => {
    expect(listingPageNumber(undefined)).toBe(1);
    expect(listingPageNumber(['2', '3'])).toBe(2);
    expect(listingPageNumber('2')).toBe(2);
    expect(listingPageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('has no page deeper than any list is served, nor for a value that is no page', () => {
    for (const deep of [String(MAX_PAGE + 1), '999999999', '1e30', '0', '-3', '2.5', 'abc', '']) {
      expect(listingPageNumber(deep), deep).toBeNull();
    }
  });
});
