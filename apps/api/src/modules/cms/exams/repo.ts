import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { firstRow } from '#api/db/first-row.ts';
import { liveOnly, liveUnlessPreview } from '#api/db/live.ts';

/** An exam as the hub and its pages show it, in the shape of `ExamSummary`. */
const summaryColumns = {
  slug: exams.slug,
  name: exams.name,
  fullName: exams.fullName,
  kind: exams.kind,
  heading: exams.heading,
  intro: exams.intro,
};

export async function listExams(db: Db) {
  return db.select(summaryColumns).from(exams).orderBy(asc(exams.sortOrder));
}

export async function findExam(db: Db, slug: string) {
  return firstRow(db.select(summaryColumns).from(exams).where(eq(exams.slug, slug)));
}

export async function listExamPageSummaries(db: Db, examSlug?: string) {
  return db
    .select({
      examSlug: examPages.examSlug,
      slug: examPages.slug,
      title: examPages.title,
      summary: examPages.summary,
    })
    .from(examPages)
    .where(and(liveOnly(examPages), examSlug ? eq(examPages.examSlug, examSlug) : undefined))
    .orderBy(asc(examPages.examSlug), asc(examPages.sortOrder));
}

/** One exam page; drafts and scheduled pages only with `preview` (editors). */
export async function findExamPage(
  db: Db,
  examSlug: string,
  slug: string,
  options: { preview?: boolean } = {},
) {
  return firstRow(
    db
      .select()
      .from(examPages)
      .where(
        and(
          eq(examPages.examSlug, examSlug),
          eq(examPages.slug, slug),
          liveUnlessPreview(examPages, options),
        ),
      ),
  );
}

/** Every exam page in menu order. */
export async function listExamPageEntries(db: Db) {
  return db
    .select({
      examSlug: exams.slug,
      examName: exams.name,
      slug: examPages.slug,
      title: examPages.title,
      updatedOn: examPages.updatedOn,
    })
    .from(examPages)
    .innerJoin(exams, eq(exams.slug, examPages.examSlug))
    .where(liveOnly(examPages))
    .orderBy(asc(exams.sortOrder), asc(examPages.sortOrder));
}

/** One page of the exam pages list, all exams' or one exam's, in menu order. */
export async function findExamPageListPage(
  db: Db,
  options: { examSlug: string | undefined; offset: number; limit: number },
) {
  return db
    .select({
      examSlug: examPages.examSlug,
      examName: exams.name,
      slug: examPages.slug,
      title: examPages.title,
      summary: examPages.summary,
    })
    .from(examPages)
    .innerJoin(exams, eq(exams.slug, examPages.examSlug))
    .where(and(liveOnly(examPages), options.examSlug ? eq(examPages.examSlug, options.examSlug) : undefined))
    .orderBy(asc(exams.sortOrder), asc(examPages.sortOrder), asc(examPages.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countExamPages(db: Db, examSlug: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(examPages)
    .where(and(liveOnly(examPages), examSlug ? eq(examPages.examSlug, examSlug) : undefined));
  return row?.n ?? 0;
}
