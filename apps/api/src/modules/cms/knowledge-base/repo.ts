import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { kbCategories, kbQuestions, kbTopics } from '#api/db/schema/knowledge-base.ts';
import { firstRow } from '#api/db/first-row.ts';
import { liveOnly, liveUnlessPreview } from '#api/db/live.ts';

export async function listTopics(db: Db) {
  return db.select().from(kbTopics).orderBy(asc(kbTopics.sortOrder));
}

export async function findTopic(db: Db, slug: string) {
  return firstRow(db.select().from(kbTopics).where(eq(kbTopics.slug, slug)));
}

export async function listCategoryQuestions(db: Db, topicSlug?: string) {
  return db
    .select({
      topicSlug: kbCategories.topicSlug,
      categoryId: kbCategories.id,
      categorySlug: kbCategories.slug,
      categoryName: kbCategories.name,
      slug: kbQuestions.slug,
      question: kbQuestions.question,
      shortAnswer: kbQuestions.shortAnswer,
    })
    .from(kbCategories)
    .innerJoin(kbQuestions, eq(kbQuestions.categoryId, kbCategories.id))
    .where(and(liveOnly(kbQuestions), topicSlug ? eq(kbCategories.topicSlug, topicSlug) : undefined))
    .orderBy(asc(kbCategories.sortOrder), asc(kbQuestions.id));
}

export async function findCategory(db: Db, topicSlug: string, slug: string) {
  return firstRow(
    db
      .select()
      .from(kbCategories)
      .where(and(eq(kbCategories.topicSlug, topicSlug), eq(kbCategories.slug, slug))),
  );
}

/** One question; drafts and scheduled ones only with `preview` (editors). */
export async function findQuestion(
  db: Db,
  categoryId: number,
  slug: string,
  options: { preview?: boolean } = {},
) {
  return firstRow(
    db
      .select()
      .from(kbQuestions)
      .where(
        and(
          eq(kbQuestions.categoryId, categoryId),
          eq(kbQuestions.slug, slug),
          liveUnlessPreview(kbQuestions, options),
        ),
      ),
  );
}

export async function listSiblingQuestions(db: Db, categoryId: number, excludeSlug: string) {
  return db
    .select({ slug: kbQuestions.slug, question: kbQuestions.question })
    .from(kbQuestions)
    .where(
      and(eq(kbQuestions.categoryId, categoryId), ne(kbQuestions.slug, excludeSlug), liveOnly(kbQuestions)),
    )
    .orderBy(asc(kbQuestions.id));
}

/** Every knowledge-base question with its topic and category, in reading order. */
export async function listKbQuestionEntries(db: Db) {
  return db
    .select({
      slug: kbQuestions.slug,
      question: kbQuestions.question,
      updatedOn: kbQuestions.updatedOn,
      topic: { slug: kbTopics.slug, name: kbTopics.name },
      category: { slug: kbCategories.slug, name: kbCategories.name },
    })
    .from(kbQuestions)
    .innerJoin(kbCategories, eq(kbCategories.id, kbQuestions.categoryId))
    .innerJoin(kbTopics, eq(kbTopics.slug, kbCategories.topicSlug))
    .where(liveOnly(kbQuestions))
    .orderBy(asc(kbTopics.sortOrder), asc(kbCategories.sortOrder), asc(kbQuestions.id));
}
