import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { brochures } from '#api/db/schema/courses.ts';
import { firstRow } from '#api/db/first-row.ts';
import { containing } from '#api/db/escape-like.ts';

const columns = {
  id: universities.id,
  slug: universities.slug,
  name: universities.name,
  countryName: destinations.name,
  logo: universities.logo,
  campusPhoto: universities.campusPhoto,
  brochure: {
    title: brochures.title,
    edition: brochures.edition,
    updatedOn: brochures.updatedOn,
    fileKey: brochures.fileKey,
    fileName: brochures.fileName,
    fileBytes: brochures.fileBytes,
    uploadedAt: brochures.uploadedAt,
  },
};

function selectUniversities(db: Db | Tx) {
  return db
    .select(columns)
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .leftJoin(brochures, eq(brochures.universityId, universities.id))
    .$dynamic();
}
export type AdminUniversityRow = Awaited<ReturnType<typeof findAdminUniversity>> & object;

/** Universities by name or slug, best ranked first, with their brochure. */
export async function findAdminUniversityPage(
  db: Db,
  options: { search: string | undefined; offset: number; limit: number },
) {
  const pattern = containing(options.search ?? '');
  const where = options.search
    ? or(ilike(universities.name, pattern), ilike(universities.slug, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectUniversities(db)
      .where(where)
      .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.name))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(universities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminUniversity(db: Db | Tx, slug: string) {
  return firstRow(selectUniversities(db).where(eq(universities.slug, slug)));
}

export type BrochureWrite = Omit<typeof brochures.$inferInsert, 'id' | 'universityId'>;

/** Writes the university's one brochure row, making it when it has none. */
export async function upsertBrochure(tx: Tx, universityId: number, values: BrochureWrite): Promise<void> {
  await tx
    .insert(brochures)
    .values({ ...values, universityId })
    .onConflictDoUpdate({ target: brochures.universityId, set: values });
}
