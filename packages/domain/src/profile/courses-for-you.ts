import { z } from 'zod';
import { CourseCard } from '../catalogue/schemas.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { MAX_PAGE } from '../pagination.ts';

/** `GET /user/{userId}/recommendation?page=&length=`: pages from 0, 15 a page (SPEC.md §9). */
export const RecommendationQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PAGE - 1)
    .default(0),
  length: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.recommendedCourses),
});
export type RecommendationQuery = z.infer<typeof RecommendationQuery>;

export const CourseFitSchema = z.object({
  score: z.number(),
  fits: z.array(z.string()),
  missing: z.array(z.string()),
});

export const RecommendedCourse = CourseCard.extend({ fit: CourseFitSchema, favourite: z.boolean() }).meta({
  id: 'RecommendedCourse',
});
export type RecommendedCourse = z.infer<typeof RecommendedCourse>;

/** A page of courses for the learner, best fit first; `total` counts every course considered. */
export const RecommendationPage = z
  .object({ courses: z.array(RecommendedCourse), total: z.number().int(), page: z.number().int() })
  .meta({ id: 'RecommendationPage' });
export type RecommendationPage = z.infer<typeof RecommendationPage>;
