import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { kbCategories, kbQuestions, kbTopics } from '#api/db/schema/knowledge-base.ts';
import { firstRow } from '#api/db/first-row.ts';

// The back office's reads and writes of knowledge-base pages (drafts and scheduled ones included).

/** A page's columns, its question and short answer named as the page's input names them. */
const pageColumns = {
  topicSlug: kbCategories.topicSlug,
  categorySlug: kbCategories.slug,
  topicName: kbTopics.name,
  categoryName: kbCategories.name,
  slug: kbQuestions.slug,
  title: kbQuestions.question,
  summary: kbQuestions.shortAnswer,
  body: kbQuestions.body,
  status: kbQuestions.status,
  publishAt: kbQuestions.publishAt,
  updatedAt: kbQuestions.updatedAt,
};

const joined = (db: Db | Tx) =>
  db
    .select(pageColumns)
    .from(kbQuestions)
    .innerJoin(kbCategories, eq(kbCategories.id, kbQuestions.categoryId))
    .innerJoin(kbTopics, eq(kbTopics.slug, kbCategories.topicSlug));

export async function listKbPagesForEditors(db: Db) {
  return joined(db).orderBy(
    desc(kbQuestions.updatedAt),
    asc(kbTopics.sortOrder),
    asc(kbCategories.sortOrder),
  );
}

export async function findKbPageForEditors(
  db: Db | Tx,
  key: { topicSlug: string; categorySlug: string; slug: string },
) {
  return firstRow(
    joined(db).where(
      and(
        eq(kbCategories.topicSlug, key.topicSlug),
        eq(kbCategories.slug, key.categorySlug),
        eq(kbQuestions.slug, key.slug),
      ),
    ),
  );
}

export async function findKbCategoryId(db: Db | Tx, topicSlug: string, slug: string) {
  const row = await firstRow(
    db
      .select({ id: kbCategories.id })
      .from(kbCategories)
      .where(and(eq(kbCategories.topicSlug, topicSlug), eq(kbCategories.slug, slug))),
  );
  return row?.id;
}

export type KbQuestionWrite = Omit<typeof kbQuestions.$inferInsert, 'id'>;

export async function upsertKbQuestion(tx: Tx, row: KbQuestionWrite) {
  const { categoryId: _category, slug: _slug, ...changes } = row;
  await tx
    .insert(kbQuestions)
    .values(row)
    .onConflictDoUpdate({ target: [kbQuestions.categoryId, kbQuestions.slug], set: changes });
}

export async function listKbCategoryOptions(db: Db) {
  return db
    .select({
      topicSlug: kbCategories.topicSlug,
      slug: kbCategories.slug,
      topicName: kbTopics.name,
      name: kbCategories.name,
    })
    .from(kbCategories)
    .innerJoin(kbTopics, eq(kbTopics.slug, kbCategories.topicSlug))
    .orderBy(asc(kbTopics.sortOrder), asc(kbCategories.sortOrder));
}
