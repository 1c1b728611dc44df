/** Scales an Indian CGPA can be on; the result is on the US 4.0 scale. */
export const CGPA_SCALES = [10, 7, 5, 4] as const;
export type CgpaScale = (typeof CGPA_SCALES)[number];

/**
 * Linear conversion to the 4.0 scale, rounded to two decimals. Admissions offices and credential
 * evaluators (WES, ECE) convert course by course, so this is an estimate to compare against
 * published minimums, and the page says so.
 */
export function usGpa(input: { cgpa: number; scale: CgpaScale }): number {
  return Math.round(((input.cgpa / input.scale) * 4 + Number.EPSILON) * 100) / 100;
}
