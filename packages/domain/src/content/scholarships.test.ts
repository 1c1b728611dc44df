import { describe, expect, it } from 'vitest';
import { scholarshipQueryFromSearch } from './scholarships.ts';

describe('scholarshipQueryFromSearch', () => {
  it('reads every filter of a shared finder link', () => {
    expect(scholarshipQueryFromSearch({ country: 'uk', level: 'masters', amount: 'above-30-lakh' })).toEqual({
      country: 'uk',
      level: 'masters',
      amount: 'above-30-lakh',
    });
  });

  it('drops only the values that are not filters, and takes the first of repeated ones', () => {
    expect(scholarshipQueryFromSearch({ country: ['germany', 'uk'], level: 'diploma', amount: '' })).toEqual({
      country: 'germany',
    });
    expect(scholarshipQueryFromSearch({})).toEqual({});
  });
});
