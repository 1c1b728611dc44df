import { describe, expect, it } from 'vitest';
import { seededRandom } from '#api/db/seed/catalogue/random.ts';
import { feeBandOf, splitFeeRange } from './fee-bands.ts';

/** Whether `fee` is counted by a split: in a whole band, or in a direct remainder. */
function covered(split: ReturnType<typeof splitFeeRange>, fee: number): number {
  const band = feeBandOf(fee);
  const inBands =
    split.bands && band >= split.bands.from && (split.bands.to === null || band <= split.bands.to);
  return (inBands ? 1 : 0) + split.direct.filter((r) => fee >= r.min && fee <= r.max).length;
}

describe('fee bands', () => {
  it('keeps no-fee courses in their own band and lakh-wide bands after it', () => {
    expect([0, 1, 99_999, 100_000, 2_000_000, 4_499_999].map(feeBandOf)).toEqual([0, 1, 1, 2, 21, 45]);
  });

  it('splits ₹20–45 lakh into whole bands and the single fee of exactly ₹45 lakh', () => {
    expect(splitFeeRange(2_000_000, 4_500_000)).toEqual({
      bands: { from: 21, to: 45 },
      direct: [{ min: 4_500_000, max: 4_500_000 }],
    });
    expect(splitFeeRange(0, 0)).toEqual({ bands: { from: 0, to: 0 }, direct: [] });
    expect(splitFeeRange(undefined, undefined)).toEqual({ bands: { from: 0, to: null }, direct: [] });
  });

  it('counts every fee inside the range exactly once and none outside it, band edges included', () => {
    const random = seededRandom('fee-bands');
    const anyFee = () => Math.floor(random() * 20_000_000);
    const nearEdge = () => Math.max(0, Math.floor(random() * 200) * 100_000 + Math.floor(random() * 5) - 2);
    for (let i = 0; i < 20_000; i += 1) {
      const pick = i % 2 === 0 ? anyFee : nearEdge;
      const min = random() < 0.2 ? undefined : pick();
      const max = random() < 0.2 ? undefined : pick();
      const fee = pick();
      const inside = (min === undefined || fee >= min) && (max === undefined || fee <= max);
      expect(covered(splitFeeRange(min, max), fee), `${fee} in [${min}, ${max}]`).toBe(inside ? 1 : 0);
    }
  });
});
