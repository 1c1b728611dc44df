import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import {
  visibleFooterMenu,
  visibleHeaderMenu,
  visibleSimpleMenu,
} from '@meridian/domain/navigation/visible-menu';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findMenuTree } from './repo.ts';

/** Menu data writes `{product}` where SPEC.md does; the brand slug fills it in when served. */
function withBrand<T>(tree: T, brandSlug: string): T {
  return JSON.parse(JSON.stringify(tree).replaceAll('{product}', brandSlug)) as T;
}

async function storedTree(db: Db, key: 'header' | 'simple' | 'footer'): Promise<unknown> {
  const tree = await findMenuTree(db, key);
  if (tree === undefined) throw new AppError('NOT_FOUND', `menu ${key} is not stored`);
  return tree;
}

export async function getHeaderMenu(
  db: Db,
  options: { region: Region; brandSlug: string },
): Promise<HeaderMenu> {
  const menu = HeaderMenu.parse(await storedTree(db, 'header'));
  return withBrand(visibleHeaderMenu(menu, REGION_CONFIG[options.region].hiddenMenuIds), options.brandSlug);
}

export async function getSimpleMenu(
  db: Db,
  options: { region: Region; brandSlug: string },
): Promise<SimpleMenu> {
  const menu = SimpleMenu.parse(await storedTree(db, 'simple'));
  return withBrand(visibleSimpleMenu(menu, REGION_CONFIG[options.region].hiddenMenuIds), options.brandSlug);
}

export async function getFooterMenu(
  db: Db,
  options: { region: Region; brandSlug: string },
): Promise<FooterMenu> {
  const menu = FooterMenu.parse(await storedTree(db, 'footer'));
  return withBrand(visibleFooterMenu(menu, REGION_CONFIG[options.region].hiddenFooterIds), options.brandSlug);
}
