import { eq } from 'drizzle-orm';
import { EducationLevel, slugOfLevel } from '@meridian/domain/catalogue/levels';
import {
  articleCategories,
  articles,
  directoryCities,
  examPages,
  exams,
  staticPages,
} from '../schema/editorial.ts';
import { destinations, universities } from '../schema/catalogue.ts';
import { courses } from '../schema/courses.ts';
import type { Tx } from './seed-step.ts';

/**
 * Course listings of a subject (`/usa/courses/computer-science`, `/abroad/masters/finance`) that list
 * at least one course: a specialization with none is a 404, a category with none an empty page.
 */
async function courseListingPaths(tx: Tx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({
      country: destinations.slug,
      level: courses.educationLevel,
      category: courses.primaryCategory,
      specialization: courses.specialization,
    })
    .from(courses)
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3));
  return rows.flatMap((row) => {
    const level = slugOfLevel(EducationLevel.parse(row.level));
    return [row.category, row.specialization].flatMap((subject) =>
      [row.country, 'abroad'].flatMap((place) => [
        `/${place}/courses/${subject}`,
        `/${place}/${level}/${subject}`,
      ]),
    );
  });
}

/** Site paths of the content pages that exist in the database, for seeding menu links enabled. */
export async function liveContentPaths(tx: Tx): Promise<Set<string>> {
  const [articleRows, categoryRows, examRows, pageRows, universityRows, cityRows, staticRows, listingPaths] =
    await Promise.all([
      tx.select({ slug: articles.slug }).from(articles),
      tx.select({ slug: articleCategories.slug }).from(articleCategories),
      tx.select({ slug: exams.slug }).from(exams),
      tx.select({ examSlug: examPages.examSlug, slug: examPages.slug }).from(examPages),
      tx
        .select({ slug: universities.slug, country: destinations.slug })
        .from(universities)
        .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3)),
      tx.select({ slug: directoryCities.slug }).from(directoryCities),
      tx.select({ slug: staticPages.slug }).from(staticPages),
      courseListingPaths(tx),
    ]);
  return new Set([
    ...articleRows.map((a) => `/articles/${a.slug}`),
    ...categoryRows.map((c) => `/articles/category/${c.slug}`),
    ...examRows.map((e) => `/exam/${e.slug}`),
    ...pageRows.map((p) => `/exam/${p.examSlug}/${p.slug}`),
    ...universityRows.map((u) => `/university/${u.country}/${u.slug}`),
    ...cityRows.map((c) => `/consultant/${c.slug}`),
    ...staticRows.map((p) => `/${p.slug}`),
    ...listingPaths,
  ]);
}
