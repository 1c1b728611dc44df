import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { destinations, universities } from '../../../db/schema/catalogue.ts';
import { brochures } from '../../../db/schema/courses.ts';

export async function findUniversityBrochure(db: Db, universitySlug: string) {
  const [row] = await db
    .select({
      title: brochures.title,
      edition: brochures.edition,
      updatedOn: brochures.updatedOn,
      universityName: universities.name,
      countryName: destinations.name,
    })
    .from(brochures)
    .innerJoin(universities, eq(universities.id, brochures.universityId))
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .where(eq(universities.slug, universitySlug))
    .limit(1);
  return row;
}
