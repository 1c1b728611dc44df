import { eq } from 'drizzle-orm';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import type { Db } from '../../../db/client.ts';
import { menus } from '../../../db/schema/navigation.ts';
import { firstRow } from '../../../db/first-row.ts';

export async function findMenuTree(db: Db, key: MenuKey): Promise<unknown> {
  const row = await firstRow(db.select({ tree: menus.tree }).from(menus).where(eq(menus.key, key)));
  return row?.tree;
}
