import { describe, expect, it } from 'vitest';
import { FEE_SLIDER, feeScale } from './fee-scale.ts';
import { formatEstimate } from './fee-text.ts';

const VND = { currency: 'VND', inrPerUnit: 0.003362, asOf: '2026-11-01' };
const SAR = { currency: 'SAR', inrPerUnit: 23.63, asOf: '2026-11-01' };

describe('feeScale', () => {
  it('keeps the India filter in lakh', () => {
    expect(feeScale(null)).toEqual({
      rupeesPerStep: 100_000,
      presets: [
        { maxFee: 1_000_000 },
        { minFee: 1_000_000, maxFee: 2_000_000 },
        { minFee: 2_000_000, maxFee: 3_000_000 },
        { minFee: 3_000_000, maxFee: 5_000_000 },
        { minFee: 5_000_000 },
      ],
    });
  });

  it('counts in round sums of dong and riyals, converted to the whole rupees the listing filters on', () => {
    expect(feeScale(VND).presets[1]).toEqual({ minFee: 1_008_600, maxFee: 2_017_200 });
    expect(feeScale(SAR).presets[0]).toEqual({ maxFee: 945_200 });
  });

  it('reads every slider step back as a round sum of the visitor’s currency', () => {
    const steps = Array.from(
      { length: (FEE_SLIDER.max - FEE_SLIDER.min) / FEE_SLIDER.step },
      (_, i) => FEE_SLIDER.min + i * FEE_SLIDER.step,
    );
    const text = (viewer: typeof VND) =>
      steps.map((n) => formatEstimate(Math.round(n * feeScale(viewer).rupeesPerStep), viewer));
    expect(text(VND).slice(0, 3)).toEqual(['VND 150 million', 'VND 300 million', 'VND 450 million']);
    expect(text(VND).at(-1)).toBe('VND 2,250 million');
    expect(text(SAR).slice(0, 3)).toEqual(['SAR 20,000', 'SAR 40,000', 'SAR 60,000']);
    expect(text(SAR).at(-1)).toBe('SAR 300,000');
  });
});
