import { describe, expect, it } from 'vitest';
import { CALCULATOR_PAGES } from '../calculators/calculator-pages.ts';
import { calculatorMenuIds } from '../calculators/calculator-menu-ids.ts';
import { REGION_CONFIG, isHiddenIn } from './region-config.ts';
import type { Region } from './regions.ts';

/** The calculator menu links (in every menu) a region hides. */
const hiddenCalculatorLinks = (region: Region) =>
  CALCULATOR_PAGES.flatMap((c) => calculatorMenuIds(c.id)).filter((id) =>
    isHiddenIn(REGION_CONFIG[region].hiddenMenuIds, id),
  );

describe('region table: calculators', () => {
  it('hides no calculator from the India site menus and lists them all on its home page', () => {
    expect(hiddenCalculatorLinks('default')).toEqual([]);
    expect(REGION_CONFIG.default.homeCalculators).toEqual(CALCULATOR_PAGES.map((c) => c.path));
  });

  it.each(['vn', 'sa'] as const)(
    '%s hides exactly the India-only calculators from its menus and its home page',
    (region) => {
      expect(hiddenCalculatorLinks(region)).toEqual([
        'more.tools.cgpa-to-gpa-calculator',
        'more.cgpa-to-gpa-calculator',
        'more.tools.expense-calculator',
        'more.expense-calculator',
        'more.tools.education-loan-calculator',
        'more.education-loan-calculator',
        'more.tools.sgpa-to-percentage-calculator',
        'more.sgpa-to-percentage-calculator',
      ]);
      expect(REGION_CONFIG[region].homeCalculators).toEqual(['/calculator/ielts-band']);
    },
  );

  it('writes each site in its own English, names its own students and estimates in their currency (issue 32)', () => {
    expect(
      Object.values(REGION_CONFIG).map(({ lang, demonym, currency }) => [lang, demonym, currency]),
    ).toEqual([
      ['en-IN', 'Indian', 'INR'],
      ['en-VN', 'Vietnamese', 'VND'],
      ['en-SA', 'Saudi', 'SAR'],
    ]);
  });
});
