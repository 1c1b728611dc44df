import { z } from 'zod';
import { FooterMenu, HeaderMenu, SimpleMenu } from '../navigation/schemas.ts';

/** Any menu node, for the checks every menu shares. */
interface Node {
  id: string;
  child?: readonly Node[];
}

function ids(nodes: readonly Node[]): string[] {
  return nodes.flatMap((node) => [node.id, ...ids(node.child ?? [])]);
}

/** The first id used twice (a region hides items by id, so two items must never share one). */
export function repeatedMenuId(tree: readonly Node[]): string | undefined {
  const seen = new Set<string>();
  return ids(tree).find((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

const unique = { message: 'two items share an id; give each its own', path: ['tree'] };

/**
 * PUT /cms/admin/menus/{key}: a whole menu as an editor arranged it (items added, renamed,
 * reordered or removed; `hiddenIn` takes an item out of a region). Stored as sent, `{product}`
 * still standing for the brand.
 */
export const MenuInput = z
  .discriminatedUnion('key', [
    z.object({ key: z.literal('header'), tree: HeaderMenu }),
    z.object({ key: z.literal('simple'), tree: SimpleMenu }),
    z.object({ key: z.literal('footer'), tree: FooterMenu }),
  ])
  .refine((menu) => repeatedMenuId(menu.tree) === undefined, unique);
export type MenuInput = z.infer<typeof MenuInput>;

/** A stored menu as the back office edits it, with its version (one more per saved change). */
export const AdminMenu = z
  .discriminatedUnion('key', [
    z.object({ key: z.literal('header'), tree: HeaderMenu, version: z.number().int() }),
    z.object({ key: z.literal('simple'), tree: SimpleMenu, version: z.number().int() }),
    z.object({ key: z.literal('footer'), tree: FooterMenu, version: z.number().int() }),
  ])
  .meta({ id: 'AdminMenu' });
export type AdminMenu = z.infer<typeof AdminMenu>;
