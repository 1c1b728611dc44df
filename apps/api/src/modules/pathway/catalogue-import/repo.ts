import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { cities, destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses, courseTitles } from '#api/db/schema/courses.ts';
import { exchangeRates } from '#api/db/schema/exchange-rates.ts';

export async function findUniversitiesBySlug(db: Db | Tx, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({
      id: universities.id,
      slug: universities.slug,
      name: universities.name,
      countryIso3: universities.countryIso3,
      worldRanking: universities.worldRanking,
    })
    .from(universities)
    .where(inArray(universities.slug, slugs));
}

/** The latest INR rate of each currency. */
export async function latestRates(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      inrPerUnit: exchangeRates.inrPerUnit,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.asOf));
  return new Map(rows.map((r) => [r.currency, r.inrPerUnit]));
}

export async function titleIdOf(tx: Tx, title: string): Promise<number> {
  const [row] = await tx
    .insert(courseTitles)
    .values({ title })
    .onConflictDoUpdate({ target: courseTitles.title, set: { title } })
    .returning({ id: courseTitles.id });
  return row!.id;
}

export async function findCourseId(tx: Tx, universityId: number, slug: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.universityId, universityId), eq(courses.slug, slug)));
  return row?.id;
}

export type CourseWrite = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertCourse(tx: Tx, row: CourseWrite) {
  await tx.insert(courses).values(row);
}

export async function updateCourse(tx: Tx, id: number, row: CourseWrite, now: Date) {
  await tx
    .update(courses)
    .set({ ...row, updatedAt: now })
    .where(eq(courses.id, id));
}

/** Each title's course count, after courses were added. */
export async function recountTitles(tx: Tx, titleIds: number[]) {
  if (titleIds.length === 0) return;
  await tx
    .update(courseTitles)
    .set({
      courseCount: sql`(select count(*)::int from ${courses} where ${courses.titleId} = ${courseTitles.id})`,
    })
    .where(inArray(courseTitles.id, titleIds));
}

/** The study destinations by slug (uk → GBR). */
export async function destinationIsoBySlug(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db.select({ slug: destinations.slug, iso3: destinations.iso3 }).from(destinations);
  return new Map(rows.map((r) => [r.slug, r.iso3]));
}

/** The catalogue's city of that name in that country, when it has one (for living costs). */
export async function findCityId(tx: Tx, countryIso3: string, name: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryIso3, countryIso3), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  return row?.id ?? null;
}

export type UniversityWrite = Omit<typeof universities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertUniversity(tx: Tx, row: UniversityWrite) {
  await tx.insert(universities).values(row);
}

export async function updateUniversity(tx: Tx, id: number, row: Partial<UniversityWrite>, now: Date) {
  await tx
    .update(universities)
    .set({ ...row, updatedAt: now })
    .where(eq(universities.id, id));
}

/** A university's courses carry its country and ranking (for filters and sorting): bring them in line. */
export async function alignCoursesWith(tx: Tx, universityIds: number[], unrankedSort: number) {
  if (universityIds.length === 0) return;
  await tx
    .update(courses)
    .set({
      countryIso3: sql`(select ${universities.countryIso3} from ${universities} where ${universities.id} = ${courses.universityId})`,
      rankingSort: sql`coalesce((select ${universities.worldRanking} from ${universities} where ${universities.id} = ${courses.universityId}), ${unrankedSort})`,
    })
    .where(inArray(courses.universityId, universityIds));
}
