import { eq } from 'drizzle-orm';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import type { Db } from '../../../db/client.ts';
import { menus } from '../../../db/schema/navigation.ts';

export async function findMenuTree(db: Db, key: MenuKey): Promise<unknown> {
  const [row] = await db.select({ tree: menus.tree }).from(menus).where(eq(menus.key, key)).limit(1);
  return row?.tree;
}
