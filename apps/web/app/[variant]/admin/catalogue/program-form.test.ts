import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRAM, programForm, programFormOf } from './program-form.ts';

const filled = {
  ...EMPTY_PROGRAM,
  slug: 'debrecen-mba-pathway',
  title: 'MBA Pathway to Debrecen',
  universitySlug: 'university-of-debrecen',
  about: 'Two terms online, then the MBA on campus in Debrecen.',
  highlights: 'Online first term\n\n  Campus in Debrecen  ',
  onlineMonths: '6',
  onlineTuitionAmount: '4500',
  onlineTuitionCurrency: 'usd',
  destinationMonths: '18',
  destinationTuitionAmount: '9000',
  destinationTuitionCurrency: 'eur',
  intakes: '9, 2',
};

describe('the accelerator program form', () => {
  it('sends highlights one a line, intake months as numbers and currencies in capitals', () => {
    const input = programForm.parse(filled);
    expect(input).toMatchObject({
      highlights: ['Online first term', 'Campus in Debrecen'],
      intakes: [9, 2],
      onlineMonths: 6,
      onlineTuitionCurrency: 'USD',
      destinationTuitionCurrency: 'EUR',
    });
    expect(
      programForm.parse(
        programFormOf({ ...input, universityName: 'Debrecen', updatedAt: '2026-01-01T00:00:00Z' }),
      ),
    ).toEqual(input);
  });

  it('names the field of a month that is not one', () => {
    const result = programForm.safeParse({ ...filled, intakes: '9, 13' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['intakes']);
  });
});
