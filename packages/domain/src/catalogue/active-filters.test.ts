import { describe, expect, it } from 'vitest';
import { activeFilters, countWithout, feeRangeText, totalFromFacets } from './active-filters.ts';
import type { CourseFacets } from './schemas.ts';
import { feeScale } from './fee-scale.ts';

const VND = { currency: 'VND', inrPerUnit: 0.003362, asOf: '2026-11-01' };
const SAR = { currency: 'SAR', inrPerUnit: 23.63, asOf: '2026-11-01' };

const facets: CourseFacets = {
  country: [
    { value: 'usa', label: 'USA', count: 40 },
    { value: 'germany', label: 'Germany', count: 12 },
    { value: 'canada', label: 'Canada', count: 0 },
  ],
  primaryCategory: [],
  educationLevel: [
    { value: 'BACHELORS', label: 'Bachelors', count: 30 },
    { value: 'MASTERS', label: 'Masters', count: 61 },
  ],
  courseDuration: [],
  examAccepted: [{ value: 'IELTS', label: 'IELTS', count: 50 }],
};

describe('activeFilters', () => {
  it('gives a chip per chosen value, each with the filter left without it', () => {
    const chips = activeFilters(
      { country: ['usa', 'germany'], examAccepted: ['IELTS'], fees: 'annual', maxFee: 2_000_000 },
      facets,
    );
    expect(chips.map((c) => c.label)).toEqual(['USA', 'Germany', 'IELTS', 'Under ₹20 L a year']);
    expect(chips[0]!.without).toEqual({
      country: ['germany'],
      examAccepted: ['IELTS'],
      fees: 'annual',
      maxFee: 2_000_000,
    });
    expect(chips[3]!.without).toEqual({ country: ['usa', 'germany'], examAccepted: ['IELTS'] });
    expect(activeFilters({ country: ['usa'] }, facets)[0]!.without).toEqual({});
  });

  it('names an intake month the finder chose, and drops it alone', () => {
    const [september] = activeFilters({ educationLevel: 'MASTERS', intake: [9, 1] }, facets).slice(1);
    expect(september!.label).toBe('Starts in September');
    expect(september!.without).toEqual({ educationLevel: 'MASTERS', intake: [1] });
  });

  it('says a fee range in lakh', () => {
    expect(feeRangeText({ fees: 'total', minFee: 1_000_000, maxFee: 2_500_000 })).toBe('₹10–25 L total');
    expect(feeRangeText({ minFee: 5_000_000 })).toBe('Over ₹50 L a year');
  });

  it('says a fee range in the currency of a Vietnam or Saudi visitor', () => {
    const [under, between] = feeScale(VND).presets;
    expect(feeRangeText({ ...under }, VND)).toBe('Under VND 300 million a year');
    expect(feeRangeText({ fees: 'total', ...between }, VND)).toBe('VND 300 million – VND 600 million total');
    expect(feeRangeText({ minFee: feeScale(SAR).presets[4]!.minFee }, SAR)).toBe('Over SAR 200,000 a year');
    expect(activeFilters({ maxFee: feeScale(SAR).presets[0]!.maxFee }, facets, SAR)[0]!.label).toBe(
      'Under SAR 40,000 a year',
    );
  });
});

describe('counts from facets', () => {
  it('adds up the level counts, or takes the chosen level’s', () => {
    expect(totalFromFacets(facets, undefined)).toBe(91);
    expect(totalFromFacets(facets, 'MASTERS')).toBe(61);
  });

  it('tells how many courses dropping a country would give, and nothing for tests', () => {
    const [usa, , ielts] = activeFilters({ country: ['usa', 'germany'], examAccepted: ['IELTS'] }, facets);
    expect(countWithout(usa!, facets)).toBe(12);
    expect(countWithout(activeFilters({ country: ['usa'] }, facets)[0]!, facets)).toBe(52);
    expect(countWithout(ielts!, facets)).toBeUndefined();
  });
});
