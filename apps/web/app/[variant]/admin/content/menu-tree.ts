import type { Region } from '@meridian/domain/region/regions';

/** Any node of a stored menu: a group, panel, column or section (with `child`) or a link. */
export interface MenuNode {
  id: string;
  heading?: string;
  anchor_text_of_link?: string;
  href?: string;
  hiddenIn?: Region[] | undefined;
  child?: MenuNode[];
}

/** Where a node is: the index at each level from the top. */
export type NodePath = readonly number[];

/** What an editor calls the node: a link's text or a heading. */
export const nameOf = (node: MenuNode): string => node.anchor_text_of_link ?? node.heading ?? node.id;

/** The tree with the node at `path` replaced by what `change` makes of it (`undefined` removes it). */
export function changeNode(
  tree: readonly MenuNode[],
  path: NodePath,
  change: (node: MenuNode) => MenuNode | undefined,
): MenuNode[] {
  const [index, ...rest] = path;
  return tree.flatMap((node, i) => {
    if (i !== index) return [node];
    const changed =
      rest.length === 0 ? change(node) : { ...node, child: changeNode(node.child ?? [], rest, change) };
    return changed ? [changed] : [];
  });
}

/** Moves the node at `path` one place up (-1) or down (+1) among its siblings. */
export function moveNode(tree: readonly MenuNode[], path: NodePath, delta: -1 | 1): MenuNode[] {
  const parent = path.slice(0, -1);
  const index = path.at(-1)!;
  const swap = (siblings: readonly MenuNode[]) => {
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return [...siblings];
    const next = [...siblings];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  };
  return parent.length === 0
    ? swap(tree)
    : changeNode(tree, parent, (node) => ({ ...node, child: swap(node.child ?? []) }));
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

/** An id under `parentId` for a new item named `name`, unlike any id in the tree. */
export function newId(tree: readonly MenuNode[], parentId: string | undefined, name: string): string {
  const taken = new Set<string>();
  const collect = (nodes: readonly MenuNode[]) =>
    nodes.forEach((node) => {
      taken.add(node.id);
      collect(node.child ?? []);
    });
  collect(tree);
  const base = parentId ? `${parentId}.${slugOf(name)}` : slugOf(name);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Whether a node holds links (a column, a section, a simple group) rather than other headings. */
export const holdsLinks = (node: MenuNode): boolean =>
  node.child !== undefined &&
  (node.child.length === 0 || node.child.every((child) => child.child === undefined));
