import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { countryPages } from '#api/db/schema/content.ts';
import { acceleratorPrograms, courseTitles } from '#api/db/schema/courses.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { articles } from '#api/db/schema/articles.ts';
import { kbCategories, kbQuestions } from '#api/db/schema/knowledge-base.ts';
import { scholarships } from '#api/db/schema/scholarships.ts';
import { staticPages } from '#api/db/schema/static-pages.ts';
import { webinars } from '#api/db/schema/webinars.ts';
import { events } from '#api/db/schema/events.ts';
import { ebooks } from '#api/db/schema/ebooks.ts';
import { boosterPrograms } from '#api/db/schema/payment.ts';
import { analyticsEvents } from '#api/db/schema/analytics.ts';
import { searchDocuments, searchWords } from '#api/db/schema/search.ts';

/** What the index is built from: every public page's own rows. */
export async function readIndexSources(db: Db | Tx) {
  // One after another: the seed runs this inside its transaction, one connection.
  const universityRows = await db
    .select({
      slug: universities.slug,
      name: universities.name,
      city: universities.city,
      countrySlug: destinations.slug,
      countryName: destinations.name,
    })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .orderBy(asc(universities.id));
  const countryRows = await db
    .select({ slug: destinations.slug, name: destinations.name, publishedAt: countryPages.publishedAt })
    .from(destinations)
    .innerJoin(countryPages, eq(countryPages.iso3, destinations.iso3))
    .orderBy(asc(destinations.sortOrder));
  const examRows = await db.select().from(exams).orderBy(asc(exams.sortOrder));
  const examPageRows = await db
    .select()
    .from(examPages)
    .where(eq(examPages.status, 'published'))
    .orderBy(asc(examPages.id));
  const articleRows = await db
    .select()
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(asc(articles.id));
  const questionRows = await db
    .select({ question: kbQuestions, topicSlug: kbCategories.topicSlug, categorySlug: kbCategories.slug })
    .from(kbQuestions)
    .innerJoin(kbCategories, eq(kbCategories.id, kbQuestions.categoryId))
    .where(eq(kbQuestions.status, 'published'))
    .orderBy(asc(kbQuestions.id));
  const scholarshipRows = await db.select().from(scholarships).orderBy(asc(scholarships.sortOrder));
  const pageRows = await db
    .select()
    .from(staticPages)
    .where(eq(staticPages.published, true))
    .orderBy(asc(staticPages.slug));
  const webinarRows = await db
    .select()
    .from(webinars)
    .where(eq(webinars.status, 'published'))
    .orderBy(asc(webinars.id));
  const eventRows = await db
    .select()
    .from(events)
    .where(eq(events.status, 'published'))
    .orderBy(asc(events.id));
  const ebookRows = await db
    .select()
    .from(ebooks)
    .where(eq(ebooks.status, 'published'))
    .orderBy(asc(ebooks.id));
  const programRows = await db
    .select({
      slug: acceleratorPrograms.slug,
      title: acceleratorPrograms.title,
      university: universities.name,
    })
    .from(acceleratorPrograms)
    .innerJoin(universities, eq(universities.id, acceleratorPrograms.universityId))
    .where(eq(acceleratorPrograms.active, true))
    .orderBy(asc(acceleratorPrograms.id));
  const boosterRows = await db
    .select()
    .from(boosterPrograms)
    .where(eq(boosterPrograms.active, true))
    .orderBy(asc(boosterPrograms.sortOrder));
  return {
    universityRows,
    countryRows,
    examRows,
    examPageRows,
    articleRows,
    questionRows,
    scholarshipRows,
    pageRows,
    webinarRows,
    eventRows,
    ebookRows,
    programRows,
    boosterRows,
  };
}
export type IndexSources = Awaited<ReturnType<typeof readIndexSources>>;

/** Page views per path (as the tracker recorded it) over the last `days`. */
export async function pageViewsByPath(db: Db | Tx, days: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ path: analyticsEvents.path, views: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, 'page_view'),
        gt(analyticsEvents.occurredAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .groupBy(analyticsEvents.path);
  return new Map(rows.map((r) => [r.path, r.views]));
}

/** The course names, whose words typos are corrected to as well. */
export async function courseTitleTexts(db: Db | Tx): Promise<string[]> {
  return (await db.select({ title: courseTitles.title }).from(courseTitles)).map((r) => r.title);
}

export type SearchDocumentRow = typeof searchDocuments.$inferInsert;

const CHUNK = 500;

/**
 * Replaces the whole index in one transaction, behind a lock so two rebuilds after two publishes
 * take turns; readers see the old index until it commits.
 */
export async function replaceIndex(
  db: Db | Tx,
  documents: readonly SearchDocumentRow[],
  words: readonly string[],
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchDocuments} in exclusive mode`);
    await tx.delete(searchDocuments);
    await tx.delete(searchWords);
    for (let i = 0; i < documents.length; i += CHUNK) {
      await tx.insert(searchDocuments).values(documents.slice(i, i + CHUNK));
    }
    for (let i = 0; i < words.length; i += CHUNK) {
      await tx.insert(searchWords).values(words.slice(i, i + CHUNK).map((word) => ({ word })));
    }
    // Fresh statistics, so the planner reaches pages through the indexes rather than reading them all.
    await tx.execute(sql`analyze ${searchDocuments}`);
    await tx.execute(sql`analyze ${searchWords}`);
  });
}

export async function hasSearchDocuments(db: Db): Promise<boolean> {
  return (await db.select({ id: searchDocuments.id }).from(searchDocuments).limit(1)).length > 0;
}
