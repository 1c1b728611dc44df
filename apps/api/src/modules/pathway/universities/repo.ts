import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { cities, destinations, universities } from '#api/db/schema/catalogue.ts';
import { brochures, courses } from '#api/db/schema/courses.ts';
import { countryColumns, universityCardColumns } from '#api/db/catalogue-columns.ts';
import { firstRow } from '#api/db/first-row.ts';

export interface UniversityScope {
  /** iso3 codes of the destinations, any of them. */
  countryIso3s?: readonly string[];
  educationLevel?: string;
  primaryCategory?: string;
}

function courseConditions(scope: UniversityScope): SQL[] {
  const where: SQL[] = [];
  if (scope.educationLevel) where.push(eq(courses.educationLevel, scope.educationLevel));
  if (scope.primaryCategory) where.push(eq(courses.primaryCategory, scope.primaryCategory));
  return where;
}

/**
 * Universities with how many courses match the level and category; with either set, only
 * universities that teach at least one matching course. Best ranked first, unranked by name.
 */
export async function findUniversityPage(
  db: Db,
  options: { scope: UniversityScope; offset: number; limit: number },
) {
  const { scope } = options;
  const matching = db
    .select({ universityId: courses.universityId, n: count().as('n') })
    .from(courses)
    .where(and(...courseConditions(scope)))
    .groupBy(courses.universityId)
    .as('matching');
  const narrowed = Boolean(scope.educationLevel || scope.primaryCategory);
  const where = and(
    scope.countryIso3s?.length ? inArray(universities.countryIso3, [...scope.countryIso3s]) : undefined,
    narrowed ? sql`${matching.n} > 0` : undefined,
  );
  const base = db
    .select({
      ...universityCardColumns,
      countryIso3: destinations.iso3,
      countrySlug: destinations.slug,
      countryName: destinations.name,
      courseCount: sql<number>`coalesce(${matching.n}, 0)`.mapWith(Number),
    })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .leftJoin(matching, eq(matching.universityId, universities.id))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.name))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: count() })
      .from(universities)
      .leftJoin(matching, eq(matching.universityId, universities.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUniversityBySlug(db: Db, slug: string) {
  return firstRow(
    db
      .select({
        university: universities,
        country: countryColumns,
        city: { name: cities.name, monthlyLivingMinor: cities.monthlyLivingMinor, currency: cities.currency },
        brochure: {
          title: brochures.title,
          edition: brochures.edition,
          updatedOn: brochures.updatedOn,
          fileKey: brochures.fileKey,
        },
      })
      .from(universities)
      .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
      .leftJoin(cities, eq(cities.id, universities.cityId))
      .leftJoin(brochures, eq(brochures.universityId, universities.id))
      .where(eq(universities.slug, slug)),
  );
}

/** Courses per level, and the annual tuition range in the university's own currency. */
export async function summariseUniversityCourses(db: Db, universityId: number) {
  const annual = sql<number>`case when ${courses.feeType} = 'annual' then ${courses.tuitionMinor}
    else round(${courses.tuitionMinor} * 365.0 / greatest(${courses.durationDays}, 365)) end`;
  const [row] = await db
    .select({
      bachelors: sql<number>`count(*) filter (where ${courses.educationLevel} = 'BACHELORS')`.mapWith(Number),
      masters: sql<number>`count(*) filter (where ${courses.educationLevel} = 'MASTERS')`.mapWith(Number),
      minAnnual: sql<number | null>`min(${annual})`.mapWith(Number),
      maxAnnual: sql<number | null>`max(${annual})`.mapWith(Number),
      currency: sql<string | null>`min(${courses.currency})`,
    })
    .from(courses)
    .where(eq(courses.universityId, universityId));
  return row;
}
