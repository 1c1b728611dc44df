import { describe, expect, it } from 'vitest';
import { countryCategorySlug, countryOfCategory } from './country-category.ts';

describe('country article categories', () => {
  it('names a destination’s category and reads the destination back from it', () => {
    expect(countryCategorySlug('usa')).toBe('study-in-usa');
    expect(countryOfCategory(countryCategorySlug('new-zealand'))).toBe('new-zealand');
  });

  it('finds no destination in another category, nor in the bare prefix', () => {
    expect(countryOfCategory('visa-guides')).toBeUndefined();
    expect(countryOfCategory('study-in-')).toBeUndefined();
  });
});
