import { asc, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles } from '../../../db/schema/articles.ts';
import { examPages } from '../../../db/schema/exams.ts';

/** Articles and exam pages whose facts were never checked or last checked before `day`. */
export async function pagesCheckedBefore(db: Db, day: string) {
  const [articleRows, examPageRows] = await Promise.all([
    db
      .select({
        slug: articles.slug,
        title: articles.title,
        factsCheckedAt: articles.factsCheckedAt,
        sources: articles.sources,
      })
      .from(articles)
      .where(or(isNull(articles.factsCheckedAt), lt(articles.factsCheckedAt, day)))
      .orderBy(asc(articles.slug)),
    db
      .select({
        examSlug: examPages.examSlug,
        slug: examPages.slug,
        title: examPages.title,
        factsCheckedAt: examPages.factsCheckedAt,
        sources: examPages.sources,
      })
      .from(examPages)
      .where(or(isNull(examPages.factsCheckedAt), lt(examPages.factsCheckedAt, day)))
      .orderBy(asc(examPages.sortOrder)),
  ]);
  return { articleRows, examPageRows };
}
