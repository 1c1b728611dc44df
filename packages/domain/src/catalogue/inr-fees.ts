import { toInrMinor } from '../money.ts';

/**
 * A course's tuition in whole rupees, per year and for the whole course, so every listing can
 * filter and sort on one scale whatever currency the university charges in.
 */
export function inrFees(
  course: { tuitionMinor: number; currency: string; feeType: 'annual' | 'total'; durationDays: number },
  inrPerUnit: number,
): { annual: number; total: number } {
  const rupees = toInrMinor(course.tuitionMinor, course.currency, inrPerUnit) / 100;
  const years = Math.max(course.durationDays, 365) / 365;
  return course.feeType === 'annual'
    ? { annual: Math.round(rupees), total: Math.round(rupees * years) }
    : { annual: Math.round(rupees / years), total: Math.round(rupees) };
}
