import { z } from 'zod';
import { EXAMS, type ExamCode } from '../catalogue/exams.ts';

/**
 * The profile's exam groups (SPEC.md §7 `exam/group/{examGroupId}`). Within a group the tests are
 * alternatives: a course asking for IELTS 6.5 or TOEFL 90 is satisfied by either.
 */
export const EXAM_GROUPS = [
  { id: 1, name: 'English language tests', exams: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'] },
  { id: 2, name: 'Admission tests', exams: ['GRE', 'GMAT', 'SAT', 'ACT'] },
] as const satisfies readonly { id: number; name: string; exams: readonly ExamCode[] }[];

export type ExamGroup = (typeof EXAM_GROUPS)[number];
export type ExamGroupId = ExamGroup['id'];
export const ExamGroupId = z.coerce
  .number()
  .int()
  .refine((id): id is ExamGroupId => EXAM_GROUPS.some((group) => group.id === id), 'unknown exam group');

export function examGroupOf(exam: ExamCode): ExamGroup {
  return EXAM_GROUPS.find((group) => (group.exams as readonly ExamCode[]).includes(exam))!;
}

/** "6.0" for IELTS, "90" for TOEFL: half-band scales keep their decimal, as score reports print them. */
export function formatExamScore(exam: ExamCode, score: number): string {
  return EXAMS[exam].step < 1 ? score.toFixed(1) : String(score);
}

/** "IELTS 6.5", "TOEFL iBT 90". */
export function examScoreText(exam: ExamCode, score: number): string {
  return `${EXAMS[exam].name} ${formatExamScore(exam, score)}`;
}
