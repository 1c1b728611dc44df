import { z } from 'zod';

/** Exams a course can accept, with the score range a minimum must fall in (SPEC.md §9 exam facts). */
export const EXAMS = {
  IELTS: { name: 'IELTS', min: 1, max: 9, step: 0.5 },
  TOEFL: { name: 'TOEFL iBT', min: 0, max: 120, step: 1 },
  PTE: { name: 'PTE Academic', min: 10, max: 90, step: 1 },
  DUOLINGO: { name: 'Duolingo English Test', min: 10, max: 160, step: 5 },
  GRE: { name: 'GRE', min: 260, max: 340, step: 1 },
  GMAT: { name: 'GMAT Focus', min: 205, max: 805, step: 10 },
  SAT: { name: 'SAT', min: 400, max: 1600, step: 10 },
  ACT: { name: 'ACT', min: 1, max: 36, step: 1 },
} as const;

export type ExamCode = keyof typeof EXAMS;
export const ExamCode = z.enum(Object.keys(EXAMS) as [ExamCode, ...ExamCode[]]);

export const ExamRequirement = z
  .object({ exam: ExamCode, minScore: z.number().nonnegative() })
  .refine((r) => r.minScore >= EXAMS[r.exam].min && r.minScore <= EXAMS[r.exam].max, {
    message: 'minimum score is outside the exam’s scale',
    path: ['minScore'],
  });
export type ExamRequirement = z.infer<typeof ExamRequirement>;
