import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { articleCategories, articles } from '#api/db/schema/articles.ts';
import { experienceCentres } from '#api/db/schema/appointments.ts';
import { ebooks } from '#api/db/schema/ebooks.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { kbTopics } from '#api/db/schema/knowledge-base.ts';
import { staticPages } from '#api/db/schema/static-pages.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses } from '#api/db/schema/courses.ts';
import type { Tx } from './seed-step.ts';

/**
 * Listings of one subject (a primary category or a specialization) that have courses: per country
 * and abroad, for both levels (`courses`) and for the course's own level.
 */
function subjectListingPaths(row: {
  country: string;
  level: string;
  category: string;
  specialization: string;
}) {
  return [row.country, 'abroad'].flatMap((where) =>
    ['courses', row.level].flatMap((level) =>
      [row.category, row.specialization].map((subject) =>
        siteRoutes.courseListing({ country: where === 'abroad' ? undefined : where, level, subject }),
      ),
    ),
  );
}

/** Each e-book's page path by slug: `/ebooks/{slug}-{id}`, the id being the database's. */
export async function ebookPathsBySlug(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ slug: ebooks.slug, id: ebooks.id }).from(ebooks);
  return new Map(rows.map((row) => [row.slug, siteRoutes.ebook(row)]));
}

/** Site paths of the content pages that exist in the database, for seeding menu links enabled. */
export async function liveContentPaths(tx: Tx): Promise<Set<string>> {
  // One after another: a transaction is one connection, which runs one statement at a time (pg 9
  // refuses a query sent while another is running, and pg 8 warns).
  const articleRows = await tx.select({ slug: articles.slug }).from(articles);
  const categoryRows = await tx.select({ slug: articleCategories.slug }).from(articleCategories);
  const examRows = await tx.select({ slug: exams.slug }).from(exams);
  const pageRows = await tx.select({ examSlug: examPages.examSlug, slug: examPages.slug }).from(examPages);
  const universityRows = await tx
    .select({ slug: universities.slug, country: destinations.slug })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3));
  // A city's consultants page exists while an active centre there offers counselling.
  const cityRows = await tx
    .selectDistinct({ slug: experienceCentres.citySlug })
    .from(experienceCentres)
    .where(and(eq(experienceCentres.active, true), arrayContains(experienceCentres.offers, ['consultant'])));
  const staticRows = await tx.select({ slug: staticPages.slug }).from(staticPages);
  const subjectRows = await tx
    .selectDistinct({
      country: destinations.slug,
      level: sql<string>`lower(${courses.educationLevel})`,
      category: courses.primaryCategory,
      specialization: courses.specialization,
    })
    .from(courses)
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3));
  const kbRows = await tx.select({ slug: kbTopics.slug }).from(kbTopics);
  return new Set([
    ...(await ebookPathsBySlug(tx)).values(),
    ...articleRows.map((a) => siteRoutes.article(a.slug)),
    ...categoryRows.map((c) => siteRoutes.articleCategory(c.slug)),
    ...examRows.map((e) => siteRoutes.exam(e.slug)),
    ...pageRows.map((p) => siteRoutes.examPage(p.examSlug, p.slug)),
    ...universityRows.map((u) => siteRoutes.university({ countrySlug: u.country, slug: u.slug })),
    ...cityRows.map((c) => siteRoutes.consultantsIn(c.slug)),
    ...staticRows.map((p) => siteRoutes.page(p.slug)),
    ...subjectRows.flatMap(subjectListingPaths),
    ...kbRows.map((t) => siteRoutes.knowledgeBase(t.slug)),
  ]);
}
