import { z } from 'zod';
import { EXAMS, ExamCode } from './exams.ts';
import { CountryRef } from './schemas.ts';

/** The exam an address names in lower case (`gre`, `duolingo`); undefined for any other word. */
export function examCodeFromSlug(slug: string): ExamCode | undefined {
  return ExamCode.options.find((code) => code.toLowerCase() === slug);
}

/** The address form of an exam code: `GRE` is `gre`, as its guide's `/exam/gre`. */
export const examSlug = (code: ExamCode): string => code.toLowerCase();

/** How many courses of a listing's table of highest requirements shows. */
export const LISTING_EXAM_TOP_COURSES = 10;

/** A course of the listing with the minimum score it asks for on the exam. */
export const ListingExamCourse = z.object({
  slug: z.string(),
  title: z.string(),
  minScore: z.number().nonnegative(),
  university: z.object({ slug: z.string(), name: z.string(), country: CountryRef }),
  /** Generated sample data outside production: shown with a note, as everywhere a course is. */
  sample: z.boolean(),
});
export type ListingExamCourse = z.infer<typeof ListingExamCourse>;

/**
 * GET /pathway/courses/exams/{exam}: one exam in a listing's context (`/usa/masters/computer-science/gre`):
 * how many of the listing's courses ask for it, the spread of their minimum scores, and the
 * courses asking the most (highest first). The median is a score some course asks for (the lower
 * middle one), so it stays on the exam's scale.
 */
export const ListingExam = z
  .object({
    exam: ExamCode,
    name: z.string(),
    scale: z.object({ min: z.number(), max: z.number() }),
    courseCount: z.number().int().nonnegative(),
    acceptingCount: z.number().int().positive(),
    minScores: z.object({ lowest: z.number(), median: z.number(), highest: z.number() }),
    highest: z.array(ListingExamCourse).max(LISTING_EXAM_TOP_COURSES),
  })
  .meta({ id: 'ListingExam' });
export type ListingExam = z.infer<typeof ListingExam>;

/** The name and scale an exam's figures are read against. */
export function examScale(code: ExamCode) {
  const { name, min, max } = EXAMS[code];
  return { name, scale: { min, max } };
}
