import { FooterMenu, HeaderMenu, SimpleMenu, type MenuKey } from '@meridian/domain/navigation/schemas';
import { regionHiddenIds } from '@meridian/domain/navigation/region-hidden-ids';
import {
  visibleFooterMenu,
  visibleHeaderMenu,
  visibleSimpleMenu,
} from '@meridian/domain/navigation/visible-menu';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findMenuTree } from './repo.ts';

interface Menus {
  header: HeaderMenu;
  simple: SimpleMenu;
  footer: FooterMenu;
}

/**
 * How each stored menu is read, and what a region hides of it: the region's rules (SPEC.md §1)
 * and the items an editor took out of it.
 */
const MENUS: {
  [K in MenuKey]: { parse(tree: unknown): Menus[K]; shown(menu: Menus[K], region: Region): Menus[K] };
} = {
  header: {
    parse: (tree) => HeaderMenu.parse(tree),
    shown: (menu, region) => visibleHeaderMenu(menu, regionHiddenIds('header', menu, region)),
  },
  simple: {
    parse: (tree) => SimpleMenu.parse(tree),
    shown: (menu, region) => visibleSimpleMenu(menu, regionHiddenIds('simple', menu, region)),
  },
  footer: {
    parse: (tree) => FooterMenu.parse(tree),
    shown: (menu, region) => visibleFooterMenu(menu, regionHiddenIds('footer', menu, region)),
  },
};

/** Menu data writes `{product}` where SPEC.md does; the brand slug fills it in when served. */
function withBrand<T>(tree: T, brandSlug: string): T {
  return JSON.parse(JSON.stringify(tree).replaceAll('{product}', brandSlug)) as T;
}

/** A stored menu as the region sees it, with the brand filled in. */
export async function getMenu<K extends MenuKey>(
  db: Db,
  key: K,
  options: { region: Region; brandSlug: string },
): Promise<Menus[K]> {
  const tree = await findMenuTree(db, key);
  if (tree === undefined) throw new AppError('NOT_FOUND', `menu ${key} is not stored`);
  const menu: (typeof MENUS)[K] = MENUS[key];
  return withBrand(menu.shown(menu.parse(tree), options.region), options.brandSlug);
}
