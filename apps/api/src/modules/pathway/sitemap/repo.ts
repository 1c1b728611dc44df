import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { acceleratorPrograms, courses } from '#api/db/schema/courses.ts';
import { withUniversityAndCountry } from '#api/db/catalogue-columns.ts';

export async function listSitemapUniversities(db: Db) {
  return db
    .select({ countrySlug: destinations.slug, slug: universities.slug, updatedAt: universities.updatedAt })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .orderBy(asc(universities.id));
}

export async function listSitemapCourses(db: Db) {
  const columns = {
    countrySlug: destinations.slug,
    universitySlug: universities.slug,
    slug: courses.slug,
    updatedAt: courses.updatedAt,
  };
  return withUniversityAndCountry(db.select(columns).from(courses).$dynamic(), courses).orderBy(
    asc(courses.id),
  );
}

export async function listSitemapPrograms(db: Db) {
  return db
    .select({ slug: acceleratorPrograms.slug, updatedAt: acceleratorPrograms.updatedAt })
    .from(acceleratorPrograms)
    .where(eq(acceleratorPrograms.active, true))
    .orderBy(asc(acceleratorPrograms.id));
}
