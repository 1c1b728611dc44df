import { z } from 'zod';
import { CourseCard } from '../catalogue/schemas.ts';
import { CourseFilter, CourseSort } from '../catalogue/course-filter.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { RecommendableProgram } from './program-search.ts';

/** The most courses one recommendation carries: a shortlist to think over, not a catalogue. */
export const MAX_RECOMMENDED_COURSES = 20;
/** The most accelerator programs one recommendation carries. */
export const MAX_RECOMMENDED_PROGRAMS = 10;

const CourseId = z.number().int().positive();
const eachOnce = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * `POST /recommendation/v1/courses/recommendation`: the counsellor's course search, on the
 * catalogue's own filters (SPEC.md §3 recommendation search: searchTerm, filters, page, size 6).
 */
export const CourseRecommendationSearch = z
  .object({
    /** Part of the course's name; the same match as the listing's course name filter. */
    searchTerm: z.string().trim().max(120).optional(),
    filters: CourseFilter.default({}),
    sort: CourseSort.default('ranking'),
    ...pageQuery(PAGE_SIZES.recommendations),
  })
  .meta({ id: 'CourseRecommendationSearch' });
export type CourseRecommendationSearch = z.output<typeof CourseRecommendationSearch>;
export type CourseRecommendationSearchInput = z.input<typeof CourseRecommendationSearch>;

/** The list a counsellor publishes for a learner, or puts in place of one not yet applied. */
export const RecommendationCreate = z
  .object({
    courseIds: z
      .array(CourseId)
      .max(MAX_RECOMMENDED_COURSES)
      .refine(eachOnce, 'Each course once')
      .default([]),
    /** Accelerator programs (`{id}` of the program), beside or instead of courses. */
    programIds: z
      .array(z.number().int().positive())
      .max(MAX_RECOMMENDED_PROGRAMS)
      .refine(eachOnce, 'Each program once')
      .default([]),
    note: z.string().trim().max(1000).default(''),
  })
  .refine((r) => r.courseIds.length + r.programIds.length > 0, {
    path: ['courseIds'],
    message: 'Please choose at least one course or program',
  })
  .meta({ id: 'RecommendationCreate' });
export type RecommendationCreate = z.output<typeof RecommendationCreate>;
export type RecommendationCreateInput = z.input<typeof RecommendationCreate>;

export const RecommendedCourse = CourseCard.extend({ shortlisted: z.boolean() }).meta({
  id: 'RecommendedCourseItem',
});
export type RecommendedCourse = z.infer<typeof RecommendedCourse>;

/**
 * A recommended program; `shortlisted` when it is on the learner's shortlist (their favourites):
 * a program is applied for from its own page, so the shortlist is where the learner keeps it.
 */
export const RecommendedProgram = RecommendableProgram.extend({ shortlisted: z.boolean() }).meta({
  id: 'RecommendedProgramItem',
});
export type RecommendedProgram = z.infer<typeof RecommendedProgram>;

export const Recommendation = z
  .object({
    id: z.number().int(),
    note: z.string(),
    /** The counsellor who published it (null once their account is gone). */
    counsellor: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** When the learner applied with the shortlisted courses; from then on it cannot change. */
    appliedAt: z.iso.datetime().nullable(),
    courses: z.array(RecommendedCourse),
    programs: z.array(RecommendedProgram),
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof Recommendation>;

export const RecommendationList = z
  .object({ recommendations: z.array(Recommendation) })
  .meta({ id: 'RecommendationList' });
export type RecommendationList = z.infer<typeof RecommendationList>;

/**
 * `PUT /recommendation/user/{id}/recommendations`: the shortlist changes (SPEC.md §4: add when true,
 * else remove by numeric courseId).
 */
export const RecommendationShortlistUpdate = z
  .object({
    updateRecommendation: z
      .array(
        z.object({
          recommendationId: z.number().int().positive(),
          courseId: CourseId,
          shortlisted: z.boolean(),
        }),
      )
      .min(1)
      .max(MAX_RECOMMENDED_COURSES),
  })
  .meta({ id: 'RecommendationShortlistUpdate' });
export type RecommendationShortlistUpdate = z.infer<typeof RecommendationShortlistUpdate>;

export const RecommendationParams = z.object({
  userId: z.uuid(),
  recommendationId: z.coerce.number().int().positive(),
});

/** `GET /recommendation/v1/user/{id}/courses`: every recommended course, or the shortlisted ones (6 a page). */
export const RecommendedCoursesQuery = z.object({
  type: z.enum(['all', 'shortlisted']).default('all'),
  ...pageQuery(PAGE_SIZES.recommendations),
});
export type RecommendedCoursesQuery = z.infer<typeof RecommendedCoursesQuery>;

export const RecommendedCoursesPage = paginated(RecommendedCourse).meta({ id: 'RecommendedCoursesPage' });
export type RecommendedCoursesPage = z.infer<typeof RecommendedCoursesPage>;

/** The learner a counsellor recommends to, found by their mobile (E.164) or email. */
export const LearnerLookupQuery = z.object({ contact: z.string().trim().min(5).max(254) });
export const LearnerRef = z.object({ id: z.uuid(), fullName: z.string() }).meta({ id: 'LearnerRef' });
export type LearnerRef = z.infer<typeof LearnerRef>;

/** `GET pathway/recommendation`: every program recommended to the signed-in learner, each once, newest first. */
export const RecommendedPrograms = z
  .object({ programs: z.array(RecommendedProgram) })
  .meta({ id: 'RecommendedPrograms' });
export type RecommendedPrograms = z.infer<typeof RecommendedPrograms>;
