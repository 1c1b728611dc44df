export const SGPA_FORMULAS = ['vtu', 'cbse', 'mumbai', 'linear'] as const;
export type SgpaFormula = (typeof SGPA_FORMULAS)[number];

/**
 * Percentage from an SGPA/CGPA on a 10-point scale, by the formula the awarding body publishes:
 * VTU (S − 0.75) × 10; CBSE 9.5 × S; University of Mumbai 7.1 × S + 11 rounded up to the next whole
 * number; otherwise S × 10. Results stay within 0–100 (VTU's formula goes negative below 0.75).
 */
export function sgpaToPercentage(input: { sgpa: number; formula: SgpaFormula }): number {
  const { sgpa, formula } = input;
  const percentage = {
    vtu: () => (sgpa - 0.75) * 10,
    cbse: () => 9.5 * sgpa,
    // 7.1 × S in binary floating point can land a hair above a whole number; ceil must not bump it.
    mumbai: () => Math.ceil(7.1 * sgpa + 11 - 1e-9),
    linear: () => sgpa * 10,
  }[formula]();
  const twoDecimals = Math.round((percentage + Number.EPSILON) * 100) / 100;
  return Math.min(100, Math.max(0, twoDecimals));
}
