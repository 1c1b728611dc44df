import { slugify } from '@meridian/domain/content/table-of-contents';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import {
  CourseImportRow,
  type CatalogueFeed,
  type CatalogueImportReport,
  type ImportError,
} from '@meridian/domain/catalogue/import';
import type { Db } from '../../../db/client.ts';
import { inrFees } from '../../../db/seed/catalogue/inr-fees.ts';
import { UNRANKED_SORT } from '../../../db/seed/steps/catalogue.ts';
import { refreshCourseFacetCounts } from '../courses/facet-counts.repo.ts';
import { csvRows, type FeedRow } from './feed.ts';
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

type Checked = { row: number; course: CourseImportRow };

/** Every row checked against the schema, the catalogue's universities and the known currencies. */
async function check(db: Db, rows: FeedRow[]) {
  const errors: ImportError[] = [];
  const checked: Checked[] = [];
  for (const { row, record } of rows) {
    const parsed = CourseImportRow.safeParse(record);
    if (parsed.success) checked.push({ row, course: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
      }
    }
  }
  const [universities, rates] = await Promise.all([
    findUniversitiesBySlug(db, [...new Set(checked.map((c) => c.course.universitySlug))]),
    latestRates(db),
  ]);
  const bySlug = new Map(universities.map((u) => [u.slug, u]));
  for (const { row, course } of checked) {
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
  errors.sort((a, b) => a.row - b.row);
  return { errors, checked, bySlug, rates };
}

/** Reads a CSV or JSON feed into numbered rows and imports them. */
export async function importFeed(
  db: Db,
  feed: CatalogueFeed,
  options: { dryRun: boolean; now: Date },
): Promise<CatalogueImportReport> {
  const read =
    'csv' in feed ? csvRows(feed.csv) : { rows: feed.courses.map((record, i) => ({ row: i + 1, record })) };
  if ('error' in read)
    return { valid: false, errors: [read.error], dryRun: options.dryRun, created: 0, updated: 0 };
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
  options: { dryRun: boolean; now: Date },
): Promise<CatalogueImportReport> {
  const { errors, checked, bySlug, rates } = await check(db, rows);
  const report = { valid: errors.length === 0, errors, dryRun: options.dryRun, created: 0, updated: 0 };
  if (options.dryRun || errors.length > 0) return report;
  return db.transaction(async (tx) => {
    const titleIds = new Set<number>();
    for (const { course } of checked) {
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
        rankingSort: university.worldRanking ?? UNRANKED_SORT,
        exams,
        examCodes: exams.map((e) => e.exam),
        intakes: course.intakes ?? [],
        about: `${course.title} at ${university.name}: a ${course.durationMonths}-month ${LEVEL_NAMES[course.educationLevel].toLowerCase()} course in ${category.name}.`,
      };
      const existing = await findCourseId(tx, university.id, row.slug);
      if (existing) {
        await updateCourse(tx, existing, row, options.now);
        report.updated++;
      } else {
        await insertCourse(tx, row);
        report.created++;
      }
    }
    await recountTitles(tx, [...titleIds]);
    await refreshCourseFacetCounts(tx);
    return report;
  });
}
