import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { universities } from '../../../db/schema/catalogue.ts';
import { brochureRequests, brochures } from '../../../db/schema/courses.ts';
import type { BrochureRequest } from '@meridian/domain/catalogue/schemas';

export async function findUniversityBrochure(db: Db, universitySlug: string) {
  const [row] = await db
    .select({
      id: brochures.id,
      title: brochures.title,
      edition: brochures.edition,
      updatedOn: brochures.updatedOn,
    })
    .from(brochures)
    .innerJoin(universities, eq(universities.id, brochures.universityId))
    .where(eq(universities.slug, universitySlug))
    .limit(1);
  return row;
}

export async function insertBrochureRequest(db: Db, brochureId: number, request: BrochureRequest) {
  await db.insert(brochureRequests).values({ brochureId, ...request });
}
