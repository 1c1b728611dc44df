import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { acceleratorPrograms } from '#api/db/schema/courses.ts';
import {
  countryColumns,
  universityCardColumns,
  withUniversityAndCountry,
} from '#api/db/catalogue-columns.ts';
import { firstRow } from '#api/db/first-row.ts';

export interface ProgramScope {
  countryIso3?: string;
  degree?: string;
  primaryCategory?: string;
  specialization?: string;
}

const columns = {
  program: acceleratorPrograms,
  university: universityCardColumns,
  country: countryColumns,
};
export type ProgramRow = Awaited<ReturnType<typeof findProgramBySlug>> & object;

function selectPrograms(db: Db) {
  return withUniversityAndCountry(
    db.select(columns).from(acceleratorPrograms).$dynamic(),
    acceleratorPrograms,
  );
}

function where(scope: ProgramScope) {
  return and(
    eq(acceleratorPrograms.active, true),
    scope.countryIso3 ? eq(acceleratorPrograms.countryIso3, scope.countryIso3) : undefined,
    scope.degree ? eq(acceleratorPrograms.degree, scope.degree) : undefined,
    scope.primaryCategory ? eq(acceleratorPrograms.primaryCategory, scope.primaryCategory) : undefined,
    scope.specialization ? eq(acceleratorPrograms.specialization, scope.specialization) : undefined,
  );
}

export async function findProgramPage(
  db: Db,
  options: { scope: ProgramScope; offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    selectPrograms(db)
      .where(where(options.scope))
      .orderBy(asc(acceleratorPrograms.degree), asc(acceleratorPrograms.title))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(acceleratorPrograms).where(where(options.scope)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProgramBySlug(db: Db, slug: string) {
  return firstRow(
    selectPrograms(db).where(and(eq(acceleratorPrograms.slug, slug), eq(acceleratorPrograms.active, true))),
  );
}

/** Every active program, or those of `ids`, in the listing's order (a curated list of dozens). */
export async function findActivePrograms(db: Db, ids?: readonly number[]) {
  return selectPrograms(db)
    .where(
      and(eq(acceleratorPrograms.active, true), ids ? inArray(acceleratorPrograms.id, [...ids]) : undefined),
    )
    .orderBy(asc(acceleratorPrograms.degree), asc(acceleratorPrograms.title));
}
