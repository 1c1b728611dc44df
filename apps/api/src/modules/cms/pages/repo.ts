import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { staticPages } from '#api/db/schema/static-pages.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function findPublishedPage(db: Db, storedSlug: string) {
  return firstRow(
    db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.slug, storedSlug), eq(staticPages.published, true))),
  );
}

export async function listPublishedPages(db: Db) {
  return db
    .select({ slug: staticPages.slug, title: staticPages.title })
    .from(staticPages)
    .where(eq(staticPages.published, true))
    .orderBy(asc(staticPages.title));
}
