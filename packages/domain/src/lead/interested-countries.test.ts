import { describe, expect, it } from 'vitest';
import { normaliseInterestedCountries } from './interested-countries.ts';

describe('normaliseInterestedCountries', () => {
  it('matches listed names and short keys in any case', () => {
    expect(normaliseInterestedCountries(['germany', 'UK', 'usa', 'DEU'])).toEqual(['Germany', 'UK', 'USA']);
    expect(normaliseInterestedCountries('Italy,finland')).toEqual(['Italy', 'Finland']);
  });

  it('counts anything unlisted as Other', () => {
    expect(normaliseInterestedCountries(['Narnia'])).toEqual(['Other']);
    expect(normaliseInterestedCountries('other')).toEqual(['Other']);
    expect(normaliseInterestedCountries([])).toEqual(['Other']);
  });
});
