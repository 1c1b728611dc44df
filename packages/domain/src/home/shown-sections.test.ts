import { describe, expect, it } from 'vitest';
import { homeCalculators, homeSectionShown } from './shown-sections.ts';

describe('home sections per region', () => {
  it('offers every calculator in India', () => {
    expect(homeCalculators('default').map((c) => c.name)).toEqual([
      'CGPA to GPA calculator',
      'Expense calculator',
      'IELTS band calculator',
      'Education loan calculator',
      'SGPA to percentage calculator',
    ]);
  });

  it.each(['vn', 'sa'] as const)(
    'offers in %s only the IELTS band calculator, not the Indian-grade, rupee or INR-loan ones',
    (region) => {
      expect(homeCalculators(region).map((c) => c.path)).toEqual(['/calculator/ielts-band']);
      expect(homeSectionShown(region, 'calculators')).toBe(true);
    },
  );

  it('hides testimonials and events outside India', () => {
    expect(homeSectionShown('vn', 'testimonials')).toBe(false);
    expect(homeSectionShown('default', 'testimonials')).toBe(true);
  });

  it.each(['vn', 'sa'] as const)(
    'does not lead %s’s home page with guides written for Indian students',
    (region) => {
      expect(homeSectionShown(region, 'articles')).toBe(false);
      expect(homeSectionShown('default', 'articles')).toBe(true);
    },
  );
});
