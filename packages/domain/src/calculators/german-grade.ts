/** The German scale runs from 1.0 (best) to 4.0 (lowest pass). */
export const GERMAN_GRADE_BEST = 1;
export const GERMAN_GRADE_LOWEST_PASS = 4;

type GradeInput = { grade: number; maxGrade: number; minPassGrade: number };

/** 1 + 3·(Nmax − Nd)/(Nmax − Nmin) before truncation, for showing the working. */
export function bavarianFormula(input: GradeInput): number {
  return 1 + (3 * (input.maxGrade - input.grade)) / (input.maxGrade - input.minPassGrade);
}

/**
 * Modified Bavarian formula, as the KMK (Standing Conference of Education Ministers) prescribes for
 * foreign grades: 1 + 3·(Nmax − Nd)/(Nmax − Nmin), truncated (not rounded) to one decimal and kept
 * within 1.0–4.0. A grade below the pass mark therefore reads as 4.0, the lowest pass.
 */
export function germanGrade(input: GradeInput): number {
  const raw = bavarianFormula(input);
  // The epsilon keeps an exact 2.3 that floating point computes as 2.2999999999 from truncating to 2.2.
  const truncated = Math.floor(raw * 10 + 1e-9) / 10;
  return Math.min(GERMAN_GRADE_LOWEST_PASS, Math.max(GERMAN_GRADE_BEST, truncated));
}
