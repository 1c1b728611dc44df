// Grows the seeded catalogue to N courses for the scale benchmark: copies of the real demo courses
// across the same universities, with fees spread ±15% so fee filters and sorts see realistic spread.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { refreshCourseFacetCounts } from '../apps/api/src/modules/pathway/courses/facet-counts.repo.ts';

export async function countCourses(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from courses`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** Inserts copies until the catalogue holds `target` courses; returns how many it added. */
export async function growCatalogue(db: Db, target: number): Promise<number> {
  const base = await countCourses(db);
  const missing = target - base;
  if (missing <= 0) return 0;
  const copies = Math.ceil(missing / base);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
    insert into courses (slug, university_id, title_id, title, country_iso3, education_level, primary_category,
      specialization, specialization_name, duration_days, tuition_minor, currency, fee_type, tuition_inr_annual,
      tuition_inr_total, ranking_sort, exams, exam_codes, intakes, about)
    select c.slug || '-' || g, c.university_id, c.title_id, c.title, c.country_iso3, c.education_level,
      c.primary_category, c.specialization, c.specialization_name, c.duration_days,
      round(c.tuition_minor * f.factor), c.currency, c.fee_type, round(c.tuition_inr_annual * f.factor),
      round(c.tuition_inr_total * f.factor), c.ranking_sort, c.exams, c.exam_codes, c.intakes, c.about
    from (select * from courses order by id limit ${base}) c
    cross join generate_series(1, ${copies}) g
    cross join lateral (select 0.85 + ((c.id * 7 + g * 13) % 31) / 100.0 as factor) f
    order by g, c.id
    limit ${missing}`);
    await tx.execute(
      sql`update course_titles t set course_count = (select count(*) from courses c where c.title_id = t.id)`,
    );
    // The facet counts change with the courses, in the same transaction.
    await refreshCourseFacetCounts(tx);
  });
  // Sets the visibility map as autovacuum would in a steady-state database, so index-only scans apply.
  await db.execute(sql`vacuum analyze courses`);
  await db.execute(sql`analyze course_titles`);
  return missing;
}
