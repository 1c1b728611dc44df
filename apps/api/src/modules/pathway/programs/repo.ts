import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { destinations, universities } from '../../../db/schema/catalogue.ts';
import { acceleratorPrograms } from '../../../db/schema/courses.ts';
import { countryColumns, universityCardColumns } from '../universities/columns.ts';

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

function where(scope: ProgramScope) {
  return and(
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
    db
      .select(columns)
      .from(acceleratorPrograms)
      .innerJoin(universities, eq(universities.id, acceleratorPrograms.universityId))
      .innerJoin(destinations, eq(destinations.iso3, acceleratorPrograms.countryIso3))
      .where(where(options.scope))
      .orderBy(asc(acceleratorPrograms.degree), asc(acceleratorPrograms.title))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(acceleratorPrograms).where(where(options.scope)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProgramBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(columns)
    .from(acceleratorPrograms)
    .innerJoin(universities, eq(universities.id, acceleratorPrograms.universityId))
    .innerJoin(destinations, eq(destinations.iso3, acceleratorPrograms.countryIso3))
    .where(eq(acceleratorPrograms.slug, slug))
    .limit(1);
  return row;
}
