import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import { seoMeta } from '../../../db/schema/content.ts';
import { menus } from '../../../db/schema/navigation.ts';

export async function findSeoMetaByPath(db: Db, path: string) {
  const [row] = await db.select().from(seoMeta).where(eq(seoMeta.path, path)).limit(1);
  return row;
}

export async function findMenuTree(db: Db, key: MenuKey): Promise<unknown> {
  const [row] = await db.select({ tree: menus.tree }).from(menus).where(eq(menus.key, key)).limit(1);
  return row?.tree;
}
