/** Width of a fee band in the facet counts table: one lakh rupees. */
export const FEE_BAND_WIDTH = 100_000;

/** Band 0 is no fee; band n ≥ 1 holds ₹(n−1) lakh to ₹n lakh − 1 (band 1 starts at ₹1). */
export function feeBandOf(fee: number): number {
  return fee <= 0 ? 0 : Math.floor(fee / FEE_BAND_WIDTH) + 1;
}

const bandMin = (band: number) => (band === 0 ? 0 : band === 1 ? 1 : FEE_BAND_WIDTH * (band - 1));
const bandMax = (band: number) => (band === 0 ? 0 : FEE_BAND_WIDTH * band - 1);

export interface FeeRangeSplit {
  /** Bands wholly inside the range (`to` null: no upper bound), or null when none is. */
  bands: { from: number; to: number | null } | null;
  /** What the bands leave out at either end, to count from the courses themselves. */
  direct: { min: number; max: number }[];
}

/**
 * Splits an inclusive fee range (whole rupees, fees are never negative) into whole bands, summed
 * from the counts table, and at most two narrow remainders, counted directly, so the total is
 * exact whatever the bounds.
 */
export function splitFeeRange(min: number | undefined, max: number | undefined): FeeRangeSplit {
  const lo = Math.max(0, min ?? 0);
  if (max !== undefined && max < lo) return { bands: null, direct: [] };
  const from = lo === 0 ? 0 : lo === 1 ? 1 : Math.ceil(lo / FEE_BAND_WIDTH) + 1;
  const to = max === undefined ? null : max === 0 ? 0 : Math.floor((max + 1) / FEE_BAND_WIDTH);
  if (to !== null && to < from) return { bands: null, direct: [{ min: lo, max: max! }] };
  const direct: { min: number; max: number }[] = [];
  if (lo < bandMin(from)) direct.push({ min: lo, max: bandMin(from) - 1 });
  if (to !== null && max! > bandMax(to)) direct.push({ min: bandMax(to) + 1, max: max! });
  return { bands: { from, to }, direct };
}
