import { describe, expect, it } from 'vitest';
import { currencyTextToNumber, normaliseListRequest } from './list-request.ts';

describe('list request clean-up (SPEC.md §5)', () => {
  it('turns currency text into a number by stripping non-digits', () => {
    expect(currencyTextToNumber('₹ 25,00,000')).toBe(2_500_000);
    expect(currencyTextToNumber('$0')).toBe(0);
    expect(currencyTextToNumber('no fee')).toBeUndefined();
  });

  it('drops null, "null" and empty country codes and levels, empty arrays and client-only flags', () => {
    expect(
      normaliseListRequest({
        countryCode: 'null',
        educationLevel: '',
        country: [],
        primaryCategory: ['law'],
        _showMore: true,
        page: 0,
        length: 30,
      }),
    ).toEqual({ primaryCategory: ['law'], page: 0, length: 30 });
    expect(normaliseListRequest({ countryCode: null, educationLevel: 'MASTERS' })).toEqual({
      educationLevel: 'MASTERS',
    });
  });

  it('keeps a minimum fee of 0 and converts fee text', () => {
    expect(normaliseListRequest({ minFee: '₹0', maxFee: '₹ 30,00,000' })).toEqual({
      minFee: 0,
      maxFee: 3_000_000,
    });
  });
});
