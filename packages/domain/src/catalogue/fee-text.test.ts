import { describe, expect, it } from 'vitest';
import { convertedCost, feeText, formatEstimate, formatForeign, formatLakh, rateText } from './fee-text.ts';

const VND = { currency: 'VND', inrPerUnit: 0.003362, asOf: '2026-11-01' };
const SAR = { currency: 'SAR', inrPerUnit: 23.63, asOf: '2026-11-01' };
const US_TOTAL = {
  amountMinor: 6_200_000,
  currency: 'USD',
  feeType: 'total',
  inrAnnual: 2_746_600,
  inrTotal: 5_493_200,
} as const;

describe('feeText', () => {
  it('shows a total fee with its rupee estimate for the same period first, the yearly one after', () => {
    expect(
      feeText({
        amountMinor: 6_200_000,
        currency: 'USD',
        feeType: 'total',
        inrAnnual: 2_746_600,
        inrTotal: 5_493_200,
      }),
    ).toBe('US$62,000 total · ≈ ₹55 L total (₹27.5 L a year)');
  });

  it('shows a yearly fee with the yearly estimate first', () => {
    expect(
      feeText({
        amountMinor: 3_000_000,
        currency: 'GBP',
        feeType: 'annual',
        inrAnnual: 3_390_000,
        inrTotal: 3_390_000,
      }),
    ).toBe('£30,000 a year · ≈ ₹34 L a year (₹34 L total)');
  });

  it('shows a rupee fee as it is, and a free course as free', () => {
    expect(
      feeText({ amountMinor: 185_000_000, currency: 'INR', feeType: 'annual', inrAnnual: 0, inrTotal: 0 }),
    ).toBe('₹18,50,000 a year');
    expect(feeText({ amountMinor: 0, currency: 'EUR', feeType: 'annual', inrAnnual: 0, inrTotal: 0 })).toBe(
      'No tuition fee',
    );
  });
});

describe('formatLakh', () => {
  it('rounds to the half lakh from a lakh up, to the thousand below', () => {
    expect(formatLakh(5_493_200)).toBe('₹55 L');
    expect(formatLakh(2_746_600)).toBe('₹27.5 L');
    expect(formatLakh(12_345_678)).toBe('₹123.5 L');
    expect(formatLakh(45_400)).toBe('₹45,000');
  });
});

describe('formatForeign and rateText', () => {
  it('names dollars unambiguously and groups foreign amounts in thousands', () => {
    expect(formatForeign(16_200_000, 'USD')).toBe('US$162,000');
    expect(formatForeign(4_000_000, 'CAD')).toBe('CA$40,000');
  });

  it('says the rate and its date', () => {
    expect(rateText({ currency: 'USD', inrPerUnit: 88.4, asOf: '2026-11-01' })).toBe(
      'US$1 = ₹88.40 on 01/Nov/2026',
    );
  });
});

describe('fees for the Vietnam and Saudi sites (issue 32)', () => {
  it('estimates in dong to the million, for both periods, instead of rupees', () => {
    expect(feeText(US_TOTAL, VND)).toBe(
      'US$62,000 total · ≈ VND 1,634 million total (VND 817 million a year)',
    );
  });

  it('estimates in riyals to the thousand', () => {
    expect(feeText(US_TOTAL, SAR)).toBe('US$62,000 total · ≈ SAR 232,000 total (SAR 116,000 a year)');
  });

  it('shows a fee in the viewer’s own currency as it is, and a rupee fee with its estimate', () => {
    expect(
      feeText(
        { amountMinor: 90_000, currency: 'SAR', feeType: 'annual', inrAnnual: 21_267, inrTotal: 21_267 },
        SAR,
      ),
    ).toBe(`${formatForeign(90_000, 'SAR')} a year`);
    expect(
      feeText(
        {
          amountMinor: 185_000_000,
          currency: 'INR',
          feeType: 'annual',
          inrAnnual: 1_850_000,
          inrTotal: 1_850_000,
        },
        VND,
      ),
    ).toBe('₹18,50,000 a year · ≈ VND 550 million a year (VND 550 million total)');
  });

  it('rounds small amounts to the thousand and keeps rupees in lakh without a viewer rate', () => {
    expect(formatEstimate(2_000, VND)).toBe('VND 595,000');
    expect(formatEstimate(100, SAR)).toBe('SAR 1,000');
    expect(formatEstimate(5_493_200, null)).toBe('₹55 L');
  });

  it('says the rate in the viewer’s currency through both rupee rates', () => {
    expect(rateText({ currency: 'USD', inrPerUnit: 88.6, asOf: '2026-11-01' }, VND)).toBe(
      'US$1 = VND 26,353 on 01/Nov/2026',
    );
    expect(rateText({ currency: 'EUR', inrPerUnit: 103, asOf: '2026-11-01' }, SAR)).toBe(
      '€1 = SAR 4.36 on 01/Nov/2026',
    );
  });
});

describe('costs converted for the visitor (country tables, compared courses)', () => {
  const USD = { currency: 'USD', inrPerUnit: 88.6, asOf: '2026-11-01' };
  const transport = { currency: 'USD', minMinor: 5_000, maxMinor: 15_000 };

  it('are whole rupees on the India site, as before', () => {
    expect(convertedCost(transport, USD)).toBe('₹4,430 – ₹13,290');
    expect(convertedCost({ currency: 'USD', minMinor: 110_000, maxMinor: 110_000 }, USD)).toBe('₹97,460');
  });

  it('keep two significant digits in dong and riyals, so a small monthly cost is not rounded away', () => {
    expect(convertedCost(transport, USD, VND)).toBe('VND 1.3 million – VND 4 million');
    expect(convertedCost(transport, USD, SAR)).toBe('SAR 190 – SAR 560');
    expect(convertedCost({ currency: 'USD', minMinor: 110_000, maxMinor: 110_000 }, USD, SAR)).toBe(
      'SAR 4,100',
    );
  });

  it('are none without a rate for the cost’s currency, or for a cost in the visitor’s own currency', () => {
    expect(convertedCost(transport, { ...USD, currency: 'GBP' }, VND)).toBeUndefined();
    expect(convertedCost(transport, null)).toBeUndefined();
    expect(convertedCost({ currency: 'SAR', minMinor: 100, maxMinor: 100 }, USD, SAR)).toBeUndefined();
    expect(convertedCost({ currency: 'INR', minMinor: 100_000, maxMinor: 100_000 }, null, SAR)).toBe(
      'SAR 42',
    );
  });
});
