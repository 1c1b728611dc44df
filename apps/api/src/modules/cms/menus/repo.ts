import { eq, sql } from 'drizzle-orm';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { menus } from '#api/db/schema/navigation.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function findMenuTree(db: Db, key: MenuKey): Promise<unknown> {
  const row = await firstRow(db.select({ tree: menus.tree }).from(menus).where(eq(menus.key, key)));
  return row?.tree;
}

/** A stored menu with its version, for the back office. */
export async function findMenuRow(db: Db | Tx, key: MenuKey) {
  return firstRow(
    db.select({ tree: menus.tree, version: menus.version }).from(menus).where(eq(menus.key, key)),
  );
}

/** Replaces a menu's tree, one version on. */
export async function saveMenuTree(tx: Tx, key: MenuKey, tree: unknown, now: Date) {
  await tx
    .insert(menus)
    .values({ key, tree })
    .onConflictDoUpdate({
      target: menus.key,
      set: { tree, version: sql`${menus.version} + 1`, updatedAt: now },
    });
}
