import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { seoMeta } from '../../../db/schema/seo-meta.ts';

export async function findSeoMetaByPath(db: Db, path: string) {
  const [row] = await db.select().from(seoMeta).where(eq(seoMeta.path, path)).limit(1);
  return row;
}
