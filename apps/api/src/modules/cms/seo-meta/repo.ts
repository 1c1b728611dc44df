import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { seoMeta } from '../../../db/schema/seo-meta.ts';
import { firstRow } from '../../../db/first-row.ts';

export async function findSeoMetaByPath(db: Db, path: string) {
  return firstRow(db.select().from(seoMeta).where(eq(seoMeta.path, path)));
}
