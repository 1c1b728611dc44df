import { z } from 'zod';
import { UniversityCard } from '../catalogue/schemas.ts';
import { EducationLevel } from '../catalogue/level-schema.ts';
import { PAGE_SIZES } from '../page-sizes.ts';

/** `GET /user/{userId}/dashboard/universities?length=`: at most 40 (SPEC.md §9 dashboard universities). */
export const DashboardUniversitiesQuery = z.object({
  length: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZES.dashboardUniversities)
    .default(PAGE_SIZES.dashboardUniversities),
});
export type DashboardUniversitiesQuery = z.infer<typeof DashboardUniversitiesQuery>;

/**
 * Universities of the learner's preferred destinations teaching their preferred level, ranked as
 * the catalogue ranks them; `basedOn` null (and no universities) until preferences are set.
 */
export const DashboardUniversities = z
  .object({
    basedOn: z.object({ educationLevel: EducationLevel, countries: z.array(z.string()) }).nullable(),
    universities: z.array(UniversityCard),
    /** How many universities match in all (more than are listed when over the length). */
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'DashboardUniversities' });
export type DashboardUniversities = z.infer<typeof DashboardUniversities>;
