import { REGION_CONFIG } from '../region/region-config.ts';
import type { Region } from '../region/regions.ts';
import type { MenuKey } from './schemas.ts';

/** Any menu node: an id, the regions an editor hid it in, and maybe nodes under it. */
interface Node {
  id: string;
  hiddenIn?: readonly Region[] | undefined;
  child?: readonly Node[];
}

/** Ids of the nodes an editor took out of the region (their own nodes go with them). */
function editorHiddenIds(nodes: readonly Node[], region: Region): string[] {
  return nodes.flatMap((node) =>
    node.hiddenIn?.includes(region) ? [node.id] : editorHiddenIds(node.child ?? [], region),
  );
}

/** What a region does not show of a menu: its own rules (SPEC.md §1) and the editors' choices. */
export function regionHiddenIds(key: MenuKey, tree: readonly Node[], region: Region): string[] {
  const config = REGION_CONFIG[region];
  const rules = key === 'footer' ? config.hiddenFooterIds : config.hiddenMenuIds;
  return [...rules, ...editorHiddenIds(tree, region)];
}
