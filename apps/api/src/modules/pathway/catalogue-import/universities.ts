import { UNRANKED_SORT } from '@meridian/domain/catalogue/ranking-sort';
import { UniversityImportRow, type CatalogueImportReport } from '@meridian/domain/catalogue/import';
import type { Db } from '#api/db/client.ts';
import type { RevalidateContent } from '#api/platform/content-revalidation.ts';
import { refreshCourseFacetCounts } from '#api/modules/pathway/courses/facet-counts.repo.ts';
import { emptyReport, noteChange, parseRows, type FeedRow } from './feed.ts';
import {
  alignCoursesWith,
  destinationIsoBySlug,
  findCityId,
  findUniversitiesBySlug,
  insertUniversity,
  updateUniversity,
  type UniversityWrite,
} from './repo.ts';

/** Every row checked against the schema and the study destinations; a slug may appear once. */
async function check(db: Db, rows: FeedRow[]) {
  const { errors, checked } = parseRows(rows, UniversityImportRow);
  const isoBySlug = await destinationIsoBySlug(db);
  const firstRowOf = new Map<string, number>();
  for (const { row, value } of checked) {
    if (!isoBySlug.has(value.countrySlug)) {
      errors.push({
        row,
        field: 'countrySlug',
        message: `no study destination ${value.countrySlug} (e.g. uk, usa, canada)`,
      });
    }
    const first = firstRowOf.get(value.slug);
    if (first) errors.push({ row, field: 'slug', message: `${value.slug} is also on row ${first}` });
    else firstRowOf.set(value.slug, row);
  }
  return { errors, checked, isoBySlug };
}

/** The columns a row sets: optional ones left empty are not written, so they keep what is there. */
function columnsOf(university: UniversityImportRow, countryIso3: string, cityId: number | null) {
  const optional: Partial<UniversityWrite> = {
    worldRanking: university.ranking,
    rankingSource: university.rankingSource,
    institutionType: university.institutionType,
    campus: university.campus,
    about: university.about,
    intakes: university.intakes,
  };
  return {
    slug: university.slug,
    name: university.name,
    city: university.city,
    cityId,
    countryIso3,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  } satisfies Partial<UniversityWrite> as UniversityWrite;
}

/**
 * Imports a feed of universities: a dry run (or a feed with any bad row) only reports; a real run
 * upserts every university by slug in one transaction, keeps their courses' country and ranking in
 * line, and refreshes the listing's facet counts.
 */
export async function importUniversities(
  db: Db,
  rows: FeedRow[],
  options: { dryRun: boolean; now: Date; revalidateContent: RevalidateContent },
): Promise<CatalogueImportReport> {
  const { errors, checked, isoBySlug } = await check(db, rows);
  const report = emptyReport(options.dryRun, errors);
  if (options.dryRun || errors.length > 0) return report;
  const imported = await db.transaction(async (tx) => {
    const existing = new Map(
      (
        await findUniversitiesBySlug(
          tx,
          checked.map((c) => c.value.slug),
        )
      ).map((u) => [u.slug, u.id]),
    );
    for (const { row, value } of checked) {
      const countryIso3 = isoBySlug.get(value.countrySlug)!;
      const columns = columnsOf(value, countryIso3, await findCityId(tx, countryIso3, value.city));
      const id = existing.get(value.slug);
      if (id) await updateUniversity(tx, id, columns, options.now);
      else await insertUniversity(tx, columns);
      noteChange(report, { row, key: value.slug, action: id ? 'updated' : 'created' });
    }
    await alignCoursesWith(tx, [...existing.values()], UNRANKED_SORT);
    await refreshCourseFacetCounts(tx);
    return report;
  });
  // Their pages, the listings that show them and their courses (country and ranking), and the countries'.
  await options.revalidateContent([
    'universities',
    'courses',
    'sitemap',
    ...checked.map(({ value }) => `university:${value.slug}`),
    ...new Set(checked.map(({ value }) => `country:${value.countrySlug}`)),
  ]);
  return imported;
}
