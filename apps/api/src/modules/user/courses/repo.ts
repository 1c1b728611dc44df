import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { PrimaryCategorySlug } from '@meridian/domain/catalogue/categories';
import type { FitCourse } from '@meridian/domain/profile/course-fit';
import type { FavouriteType } from '@meridian/domain/profile/favourites';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { whereEquals } from '#api/db/where-equals.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { acceleratorPrograms, courses } from '#api/db/schema/courses.ts';
import { favouriteCourses } from '#api/db/schema/learner-profile.ts';
import { withUniversityAndCountry } from '#api/db/catalogue-columns.ts';
import { firstRow } from '#api/db/first-row.ts';

/**
 * Courses the ranking considers, read from the catalogue in ranking order (the listing indexes
 * serve it): first those in a chosen country and subject, then the chosen subject elsewhere, then
 * other subjects in a chosen country, so the closest fits are always among them.
 */
export async function findCandidateCourses(
  db: Db,
  options: {
    level: EducationLevel | null;
    countries: readonly string[];
    subjects: readonly PrimaryCategorySlug[];
    perTier: number;
  },
): Promise<FitCourse[]> {
  const { level, countries, subjects, perTier } = options;
  const inCountry = countries.length ? inArray(courses.countryIso3, [...countries]) : undefined;
  const inSubject = subjects.length ? inArray(courses.primaryCategory, [...subjects]) : undefined;
  const tiers: (SQL | undefined)[][] =
    inCountry && inSubject
      ? [
          [inCountry, inSubject],
          [notInArray(courses.countryIso3, [...countries]), inSubject],
          [inCountry, notInArray(courses.primaryCategory, [...subjects])],
        ]
      : [[inCountry ?? inSubject]];
  const found: FitCourse[] = [];
  for (const conditions of tiers) {
    const rows = await db
      .select({
        id: courses.id,
        educationLevel: courses.educationLevel,
        primaryCategory: courses.primaryCategory,
        countryIso3: courses.countryIso3,
        countryName: destinations.name,
        tuitionInrAnnual: courses.tuitionInrAnnual,
        exams: courses.exams,
        rankingSort: courses.rankingSort,
      })
      .from(courses)
      .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
      .where(and(level ? eq(courses.educationLevel, level) : undefined, ...conditions))
      .orderBy(courses.rankingSort, courses.id)
      .limit(perTier);
    found.push(
      ...rows.map((row) => ({
        ...row,
        educationLevel: row.educationLevel as EducationLevel,
        primaryCategory: row.primaryCategory as PrimaryCategorySlug,
      })),
    );
  }
  return found;
}

export async function listFavouriteIds(db: Db, userId: string) {
  return db
    .select({ id: favouriteCourses.itemId, type: favouriteCourses.type })
    .from(favouriteCourses)
    .where(eq(favouriteCourses.userId, userId))
    .orderBy(desc(favouriteCourses.createdAt));
}

export async function itemExists(db: Db, options: { type: FavouriteType; id: number }): Promise<boolean> {
  const table = options.type === 'COURSE' ? courses : acceleratorPrograms;
  const row = await firstRow(db.select({ id: table.id }).from(table).where(eq(table.id, options.id)));
  return row !== undefined;
}

export async function addFavourite(
  tx: Tx,
  options: { userId: string; type: FavouriteType; id: number; now: Date },
): Promise<void> {
  await tx
    .insert(favouriteCourses)
    .values({ userId: options.userId, type: options.type, itemId: options.id, createdAt: options.now })
    .onConflictDoNothing();
}

export async function removeFavourite(tx: Tx, options: { userId: string; type: FavouriteType; id: number }) {
  await tx
    .delete(favouriteCourses)
    .where(whereEquals(favouriteCourses, { userId: options.userId, type: options.type, itemId: options.id }));
}

/** The favourites with what a card shows, newest first; courses and programs alike. */
export async function listFavourites(db: Db, userId: string) {
  const item = (type: FavouriteType, table: typeof courses | typeof acceleratorPrograms) =>
    withUniversityAndCountry(
      db
        .select({
          id: table.id,
          type: sql<FavouriteType>`${type}`.as('type'),
          title: table.title,
          university: universities.name,
          countryName: destinations.name,
          slug: table.slug,
          universitySlug: universities.slug,
          countrySlug: destinations.slug,
          createdAt: favouriteCourses.createdAt,
        })
        .from(favouriteCourses)
        .innerJoin(table, eq(table.id, favouriteCourses.itemId))
        .$dynamic(),
      table,
    ).where(whereEquals(favouriteCourses, { userId, type }));
  const rows = [...(await item('COURSE', courses)), ...(await item('PROGRAM', acceleratorPrograms))];
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
