import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { firstRow } from '#api/db/first-row.ts';

// The back office's reads and writes of exam pages (drafts and scheduled ones included).

export async function listExamPagesForEditors(db: Db) {
  return db
    .select({
      examSlug: examPages.examSlug,
      slug: examPages.slug,
      title: examPages.title,
      group: exams.name,
      status: examPages.status,
      publishAt: examPages.publishAt,
      updatedAt: examPages.updatedAt,
    })
    .from(examPages)
    .innerJoin(exams, eq(exams.slug, examPages.examSlug))
    .orderBy(desc(examPages.updatedAt), asc(exams.sortOrder), asc(examPages.sortOrder));
}

export async function findExamPageForEditors(db: Db | Tx, examSlug: string, slug: string) {
  return firstRow(
    db
      .select()
      .from(examPages)
      .where(and(eq(examPages.examSlug, examSlug), eq(examPages.slug, slug))),
  );
}

export type ExamPageWrite = Omit<
  typeof examPages.$inferInsert,
  'id' | 'sortOrder' | 'factsCheckedAt' | 'sources'
>;

/** A new page goes after the exam's others; an existing one keeps its place, checks and sources. */
export async function upsertExamPage(tx: Tx, row: ExamPageWrite) {
  const { examSlug: _exam, slug: _slug, ...changes } = row;
  await tx
    .insert(examPages)
    .values({
      ...row,
      sortOrder: sql`(select coalesce(max(${examPages.sortOrder}), 0) + 1 from ${examPages} where ${examPages.examSlug} = ${row.examSlug})`,
    })
    .onConflictDoUpdate({ target: [examPages.examSlug, examPages.slug], set: changes });
}

export async function examExists(db: Db | Tx, slug: string): Promise<boolean> {
  return Boolean(await firstRow(db.select({ slug: exams.slug }).from(exams).where(eq(exams.slug, slug))));
}

export async function listExamOptions(db: Db) {
  return db.select({ key: exams.slug, name: exams.name }).from(exams).orderBy(asc(exams.sortOrder));
}
