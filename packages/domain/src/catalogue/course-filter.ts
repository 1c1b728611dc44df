import { z } from 'zod';
import { DestinationSlugSchema } from '../destination-schemas.ts';
import { EducationLevel } from './level-schema.ts';
import { PrimaryCategory } from './category-schema.ts';
import { ExamCode } from './exams.ts';
import { COURSE_SORTS, fromBase64 } from './course-filter-url.ts';
import { SlugInAddress } from '../content/slug.ts';

/** Fees carry a type (SPEC.md §3): the annual tuition, or the total for the whole course. */
export const FeeType = z.enum(['annual', 'total']);
export type FeeType = z.infer<typeof FeeType>;

/** Duration buckets offered as filter values; each is a day range (SPEC.md §3 dayFrom/dayTo). */
export const DURATION_BUCKETS = [
  { key: 'up-to-1-year', label: 'Up to 1 year', dayFrom: 0, dayTo: 380 },
  { key: '1-2-years', label: '1 to 2 years', dayFrom: 381, dayTo: 740 },
  { key: '2-3-years', label: '2 to 3 years', dayFrom: 741, dayTo: 1100 },
  { key: 'over-3-years', label: 'Over 3 years', dayFrom: 1101, dayTo: 3650 },
] as const;
export type DurationBucketKey = (typeof DURATION_BUCKETS)[number]['key'];
export const DurationBucket = z.enum(
  DURATION_BUCKETS.map((b) => b.key) as [DurationBucketKey, ...DurationBucketKey[]],
);

export const CourseSort = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof CourseSort>;

const RupeeAmount = z.number().int().nonnegative().max(100_000_000);
const Days = z.number().int().nonnegative().max(3650);

/**
 * The filter of a course listing (SPEC.md §3 filter query fields). Fee bounds are whole rupees so
 * courses in every currency compare on one scale; it travels in the URL as base64 JSON.
 */
export const CourseFilter = z
  .object({
    country: z.array(DestinationSlugSchema).max(19).optional(),
    primaryCategory: z.array(PrimaryCategory).max(12).optional(),
    educationLevel: EducationLevel.optional(),
    specialization: SlugInAddress.optional(),
    courseName: z.string().trim().min(2).max(120).optional(),
    fees: FeeType.optional(),
    minFee: RupeeAmount.optional(),
    maxFee: RupeeAmount.optional(),
    courseDuration: z.array(DurationBucket).max(4).optional(),
    dayFrom: Days.optional(),
    dayTo: Days.optional(),
    examAccepted: z.array(ExamCode).max(8).optional(),
    /** Months a course may start in (1–12): the home finder's intake step (issue 32). */
    intake: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  })
  .strict()
  .refine((f) => f.minFee === undefined || f.maxFee === undefined || f.minFee <= f.maxFee, {
    message: 'must not be above maxFee',
    path: ['minFee'],
  })
  .refine((f) => f.dayFrom === undefined || f.dayTo === undefined || f.dayFrom <= f.dayTo, {
    message: 'must not be above dayTo',
    path: ['dayFrom'],
  });
export type CourseFilter = z.infer<typeof CourseFilter>;

/**
 * Reads a filter from the URL: base64 (standard or URL-safe) of JSON matching `CourseFilter`.
 * Anything else — bad base64, bad JSON, unknown fields or values — is `undefined`, which the pages
 * turn into the 404 redirect of SPEC.md §5.
 */
export function decodeCourseFilter(encoded: string | null | undefined): CourseFilter | undefined {
  if (encoded === null || encoded === undefined || encoded === '') return {};
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return undefined;
  try {
    const parsed = CourseFilter.safeParse(JSON.parse(fromBase64(encoded)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The `filter` query parameter of list calls: decodes to a `CourseFilter`, or fails naming the field. */
export const CourseFilterParam = z
  .string()
  .max(4000)
  .optional()
  .transform((encoded, ctx) => {
    const filter = decodeCourseFilter(encoded);
    if (filter) return filter;
    ctx.addIssue({ code: 'custom', message: 'is not a base64 JSON course filter' });
    return z.NEVER;
  });
