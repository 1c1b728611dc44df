import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DURATION_BUCKETS } from '@meridian/domain/catalogue/course-filter';
import type { FacetName } from '@meridian/domain/catalogue/schemas';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { courseFacetCounts } from '#api/db/schema/course-facet-counts.ts';
import { FEE_BAND_WIDTH } from './fee-bands.ts';
import type { CourseScope } from './repo.ts';

const durationBucketSql = sql.raw(
  `case ${DURATION_BUCKETS.map((b) => `when c.duration_days between ${b.dayFrom} and ${b.dayTo} then '${b.key}'`).join(' ')} end`,
);

/**
 * Rebuilds the counts table from the courses, in the caller's transaction: every write to the
 * catalogue (the seed, the scale benchmark's loader) calls it before committing, so the counts
 * never disagree with the courses anyone can read.
 */
export async function refreshCourseFacetCounts(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`delete from ${courseFacetCounts}`);
  await tx.execute(sql`
    insert into ${courseFacetCounts} (fee_type, country_iso3, education_level, primary_category,
      duration_bucket, exam_codes, fee_band, courses)
    select f.fee_type, c.country_iso3, c.education_level, c.primary_category, ${durationBucketSql},
      c.exam_codes, case when f.fee <= 0 then 0 else f.fee / ${sql.raw(String(FEE_BAND_WIDTH))} + 1 end, count(*)
    from courses c
    cross join lateral (values ('annual', c.tuition_inr_annual), ('total', c.tuition_inr_total)) f(fee_type, fee)
    group by 1, 2, 3, 4, 5, 6, 7`);
  await tx.execute(sql`analyze ${courseFacetCounts}`);
}

/** Filters the table can answer: the facet dimensions and the fee range; anything finer scans courses. */
export function countsTableAnswers(scope: CourseScope): boolean {
  return (
    scope.universityId === undefined &&
    scope.specialization === undefined &&
    scope.courseName === undefined &&
    scope.dayFrom === undefined &&
    scope.dayTo === undefined &&
    scope.intake === undefined
  );
}

function conditions(
  scope: CourseScope,
  except: FacetName,
  bands: { from: number; to: number | null },
): SQL[] {
  const t = courseFacetCounts;
  const where: SQL[] = [eq(t.feeType, scope.fees ?? 'annual')];
  if (scope.countryIso3?.length && except !== 'country')
    where.push(inArray(t.countryIso3, scope.countryIso3));
  if (scope.primaryCategory?.length && except !== 'primaryCategory')
    where.push(inArray(t.primaryCategory, scope.primaryCategory));
  if (scope.educationLevel && except !== 'educationLevel')
    where.push(eq(t.educationLevel, scope.educationLevel));
  if (scope.courseDuration?.length && except !== 'courseDuration')
    where.push(inArray(t.durationBucket, scope.courseDuration));
  if (scope.examAccepted?.length && except !== 'examAccepted')
    where.push(sql`${t.examCodes} && ${sql.param(scope.examAccepted)}::varchar[]`);
  if (bands.from > 0) where.push(gte(t.feeBand, bands.from));
  if (bands.to !== null) where.push(lte(t.feeBand, bands.to));
  return where;
}

/** Value → courses for one facet, summed over the table rows in `bands` that match the other filters. */
export async function sumFacet(
  db: Db,
  scope: CourseScope,
  facet: FacetName,
  bands: { from: number; to: number | null },
): Promise<Map<string, number>> {
  const t = courseFacetCounts;
  const where = and(...conditions(scope, facet, bands));
  const total = sql<number>`sum(${t.courses})`.mapWith(Number);
  const value = (() => {
    switch (facet) {
      case 'country':
        return t.countryIso3;
      case 'primaryCategory':
        return t.primaryCategory;
      case 'educationLevel':
        return t.educationLevel;
      case 'courseDuration':
        return t.durationBucket;
      case 'examAccepted':
        return sql<string>`exam`;
    }
  })();
  const from = facet === 'examAccepted' ? sql`${t} cross join lateral unnest(${t.examCodes}) as exam` : t;
  const rows = await db.select({ value, n: total }).from(from).where(where).groupBy(value);
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.value!, r.n]));
}
