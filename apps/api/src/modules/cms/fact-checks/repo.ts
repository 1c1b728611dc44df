import { asc, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { articles } from '#api/db/schema/articles.ts';
import { examPages } from '#api/db/schema/exams.ts';

/** The columns a facts check is judged by, alike in both tables of fact-bearing pages. */
function factColumns(table: typeof articles | typeof examPages) {
  return {
    slug: table.slug,
    title: table.title,
    factsCheckedAt: table.factsCheckedAt,
    sources: table.sources,
  };
}

function checkedBefore(table: typeof articles | typeof examPages, day: string) {
  return or(isNull(table.factsCheckedAt), lt(table.factsCheckedAt, day));
}

/** Articles and exam pages whose facts were never checked or last checked before `day`. */
export async function pagesCheckedBefore(db: Db, day: string) {
  const [articleRows, examPageRows] = await Promise.all([
    db
      .select(factColumns(articles))
      .from(articles)
      .where(checkedBefore(articles, day))
      .orderBy(asc(articles.slug)),
    db
      .select({ examSlug: examPages.examSlug, ...factColumns(examPages) })
      .from(examPages)
      .where(checkedBefore(examPages, day))
      .orderBy(asc(examPages.sortOrder)),
  ]);
  return { articleRows, examPageRows };
}
