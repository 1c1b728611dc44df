import { AdminMenu, MenuInput } from '@meridian/domain/cms/menus-admin';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { loadOrThrow, updateAudited } from '#api/platform/audit/audited-edits.ts';
import { findMenuRow, saveMenuTree } from './repo.ts';

/** Menus as the audit log keeps them: the key and the whole tree as the editor arranged it. */
export const menuKind: AuditedKind<MenuInput> = {
  entity: 'menu',
  noun: 'a menu',
  keyOf: (menu) => menu.key,
  async load(db, key) {
    const row = await findMenuRow(db, key as MenuKey);
    return row && MenuInput.parse({ key, tree: row.tree });
  },
  async save(tx, menu, now) {
    await saveMenuTree(tx, menu.key, menu.tree, now);
  },
  parse: (stored) => MenuInput.parse(stored),
  // Every region's menus are built from the stored tree.
  cacheTags: () => ['menus'],
};

export async function getMenuForEditing(db: Db, key: MenuKey): Promise<AdminMenu> {
  const row = await findMenuRow(db, key);
  if (!row) throw new AppError('NOT_FOUND', `menu ${key} is not stored`);
  return AdminMenu.parse({ ...(await loadOrThrow(db, menuKind, key)), version: row.version });
}

/** Replaces a menu (audited); the site shows it as each region sees it. */
export async function updateMenu(
  db: Db,
  key: MenuKey,
  input: MenuInput,
  change: EditorChange,
): Promise<AdminMenu> {
  await updateAudited(db, menuKind, key, input, change, { keyField: 'key' });
  return getMenuForEditing(db, key);
}
