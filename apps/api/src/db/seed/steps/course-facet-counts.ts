import { refreshCourseFacetCounts } from '#api/modules/pathway/courses/facet-counts.repo.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * Fills the facet counts table from the seeded courses, in the seed's transaction; it reaches
 * databases seeded before the table existed too.
 */
export const courseFacetCountsStep: SeedStep = {
  name: 'course-facet-counts-v1',
  run: refreshCourseFacetCounts,
};
