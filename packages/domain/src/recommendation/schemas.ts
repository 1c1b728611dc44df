import { z } from 'zod';
import { CourseCard } from '../catalogue/schemas.ts';
import { CourseFilter, CourseSort } from '../catalogue/course-filter.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';

/** The most courses one recommendation carries: a shortlist to think over, not a catalogue. */
export const MAX_RECOMMENDED_COURSES = 20;

const CourseId = z.number().int().positive();

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
      .min(1, 'Please choose at least one course')
      .max(MAX_RECOMMENDED_COURSES)
      .refine((ids) => new Set(ids).size === ids.length, 'Each course once'),
    note: z.string().trim().max(1000).default(''),
  })
  .meta({ id: 'RecommendationCreate' });
export type RecommendationCreate = z.output<typeof RecommendationCreate>;
export type RecommendationCreateInput = z.input<typeof RecommendationCreate>;

export const RecommendedCourse = CourseCard.extend({ shortlisted: z.boolean() }).meta({
  id: 'RecommendedCourseItem',
});
export type RecommendedCourse = z.infer<typeof RecommendedCourse>;

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
