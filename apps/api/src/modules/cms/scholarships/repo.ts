import { and, arrayContains, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { scholarships } from '#api/db/schema/scholarships.ts';

export async function listScholarships(
  db: Db,
  filter: { countrySlug?: string; level?: string; minInr?: number; maxInr?: number },
) {
  return db
    .select()
    .from(scholarships)
    .where(
      and(
        filter.countrySlug ? eq(scholarships.countrySlug, filter.countrySlug) : undefined,
        filter.level ? arrayContains(scholarships.levels, [filter.level]) : undefined,
        filter.minInr !== undefined ? gte(scholarships.annualValueInr, filter.minInr) : undefined,
        filter.maxInr !== undefined ? lt(scholarships.annualValueInr, filter.maxInr) : undefined,
      ),
    )
    .orderBy(asc(scholarships.sortOrder));
}

export async function listScholarshipCountries(db: Db) {
  return db
    .selectDistinct({ slug: scholarships.countrySlug, name: scholarships.countryName })
    .from(scholarships)
    .orderBy(asc(scholarships.countryName));
}
