import { rankingSortOf } from '@meridian/domain/catalogue/ranking-sort';
import { slugify } from '@meridian/domain/content/table-of-contents';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import {
  CourseImportRow,
  type CatalogueFeed,
  type CatalogueFeedKind,
  type CatalogueImportReport,
} from '@meridian/domain/catalogue/import';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { inrFees } from '@meridian/domain/catalogue/inr-fees';
import { refreshCourseFacetCounts } from '#api/modules/pathway/courses/facet-counts.repo.ts';
import type { RevalidateContent } from '#api/platform/content-revalidation.ts';
import { emptyReport, feedRows, kindOf, noteChange, parseRows, type FeedRow } from './feed.ts';
import { importUniversities } from './universities.ts';
import { importPrograms } from './programs.ts';
import {
  findCourseId,
  findUniversitiesBySlug,
  insertCourse,
  latestRates,
  recountTitles,
  titleIdOf,
  updateCourse,
  type CourseWrite,
} from './repo.ts';

/** Every row checked against the schema, the catalogue's universities and the known currencies. */
async function check(db: Db, rows: FeedRow[]) {
  const { errors, checked } = parseRows(rows, CourseImportRow);
  const [universities, rates] = await Promise.all([
    findUniversitiesBySlug(db, [...new Set(checked.map((c) => c.value.universitySlug))]),
    latestRates(db),
  ]);
  const bySlug = new Map(universities.map((u) => [u.slug, u]));
  for (const { row, value: course } of checked) {
    if (!bySlug.has(course.universitySlug)) {
      errors.push({
        row,
        field: 'universitySlug',
        message: `no university ${course.universitySlug} in the catalogue`,
      });
    }
    if (!rates.has(course.tuitionCurrency)) {
      errors.push({
        row,
        field: 'tuitionCurrency',
        message: `no exchange rate for ${course.tuitionCurrency}`,
      });
    }
  }
  return { errors, checked, bySlug, rates };
}

interface ImportOptions {
  dryRun: boolean;
  now: Date;
  /** After a real import: the web app renders the listings and university pages afresh. */
  revalidateContent: RevalidateContent;
}

/** Reads a CSV or JSON feed of courses, universities or programs into numbered rows and imports them. */
export async function importFeed(
  db: Db,
  feed: CatalogueFeed,
  options: ImportOptions & { feed: CatalogueFeedKind },
): Promise<CatalogueImportReport> {
  const read = feedRows(feed);
  if ('error' in read) return emptyReport(options.dryRun, [read.error]);
  const kind = kindOf(feed, options.feed);
  if (kind === 'universities') return importUniversities(db, read.rows, options);
  if (kind === 'programs') return importPrograms(db, read.rows, options);
  return importCourses(db, read.rows, options);
}

/**
 * Imports a feed of courses: a dry run (or a feed with any bad row) only reports; a real run
 * upserts every course in one transaction (matched by university and title) and refreshes the
 * listing's facet counts.
 */
async function importCourses(
  db: Db,
  rows: FeedRow[],
  options: ImportOptions,
): Promise<CatalogueImportReport> {
  const { errors, checked, bySlug, rates } = await check(db, rows);
  const report = emptyReport(options.dryRun, errors);
  if (options.dryRun || errors.length > 0) return report;
  const imported = await db.transaction(async (tx) => {
    const titleIds = new Set<number>();
    for (const { row: feedRow, value: course } of checked) {
      const university = bySlug.get(course.universitySlug)!;
      const durationDays = Math.round(course.durationMonths * 30.4375);
      const tuitionMinor = Math.round(course.tuitionAmount * 100);
      const inr = inrFees(
        { tuitionMinor, currency: course.tuitionCurrency, feeType: course.feeType, durationDays },
        rates.get(course.tuitionCurrency)!,
      );
      const category = findCategory(course.category)!;
      const titleId = await titleIdOf(tx, course.title);
      titleIds.add(titleId);
      const exams = course.entryRequirements ?? [];
      const row: CourseWrite = {
        slug: slugify(course.title),
        universityId: university.id,
        titleId,
        title: course.title,
        countryIso3: university.countryIso3,
        educationLevel: course.educationLevel,
        primaryCategory: course.category,
        specialization: course.category,
        specializationName: category.name,
        durationDays,
        tuitionMinor,
        currency: course.tuitionCurrency,
        feeType: course.feeType,
        tuitionInrAnnual: inr.annual,
        tuitionInrTotal: inr.total,
        rankingSort: rankingSortOf(university.worldRanking),
        exams,
        examCodes: exams.map((e) => e.exam),
        intakes: course.intakes ?? [],
        about: `${course.title} at ${university.name}: a ${course.durationMonths}-month ${LEVEL_NAMES[course.educationLevel].toLowerCase()} course in ${category.name}.`,
      };
      const existing = await findCourseId(tx, university.id, row.slug);
      if (existing) await updateCourse(tx, existing, row, options.now);
      else await insertCourse(tx, row);
      noteChange(report, {
        row: feedRow,
        key: `${course.universitySlug}/${row.slug}`,
        action: existing ? 'updated' : 'created',
      });
    }
    await recountTitles(tx, [...titleIds]);
    await refreshCourseFacetCounts(tx);
    return report;
  });
  const universities = new Set(checked.map(({ value }) => value.universitySlug));
  await options.revalidateContent([
    'courses',
    'universities',
    'sitemap',
    ...[...universities].map((slug) => `university:${slug}`),
  ]);
  return imported;
}

/** Universities by slug (other modules' checks of a university a record names). */
export function universitiesBySlug(db: Db | Tx, slugs: string[]) {
  return findUniversitiesBySlug(db, slugs);
}
