import type { z } from 'zod';
import { SeoMeta, type SeoMetaQuery } from '@meridian/domain/seo/schemas';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { HomeResponse } from '@meridian/domain/home/schemas';
import type { Region } from '@meridian/domain/region/regions';
import type { ApiClient, RequestOptions } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/**
 * GET {cms}/meta?url=…&category=…: title, description, canonical, redirect or custom status.
 * Uncached unless the caller passes data-cache hints (the proxy keeps its own short-lived copy).
 */
export function getSeoMeta(
  api: ApiClient,
  query: SeoMetaQuery,
  options: { timeoutMs: number; next?: RequestOptions<typeof SeoMeta>['next'] },
): Promise<SeoMeta> {
  const caching = options.next ? { next: options.next } : { cache: 'no-store' as const };
  return api.request('cms', '/meta', { query, schema: SeoMeta, timeoutMs: options.timeoutMs, ...caching });
}

/**
 * Editors change menus in the back office and expect the change live within a minute, so a
 * region's menus are reused for 60 seconds (or until the CMS says they changed: tags `menus`,
 * `menus:{region}`).
 */
const MENU_REVALIDATE_SECONDS = 60;

/** One of the region's menus. */
function getMenu<T extends z.ZodType>(api: ApiClient, kind: string, region: Region, schema: T) {
  return api.request('cms', `/menu/${kind}`, {
    query: { region },
    schema,
    next: { revalidate: MENU_REVALIDATE_SECONDS, tags: ['menus', `menus:${region}`] },
  });
}

/** GET {cms}/menu/header?region=…: the mega-menu as the region sees it. */
export function getHeaderMenu(api: ApiClient, region: Region): Promise<HeaderMenu> {
  return getMenu(api, 'header', region, HeaderMenu);
}

/** GET {cms}/menu/simple?region=…: the second, simpler menu. */
export function getSimpleMenu(api: ApiClient, region: Region): Promise<SimpleMenu> {
  return getMenu(api, 'simple', region, SimpleMenu);
}

/** GET {cms}/menu/footer?region=…: the footer link sections. */
export function getFooterMenu(api: ApiClient, region: Region): Promise<FooterMenu> {
  return getMenu(api, 'footer', region, FooterMenu);
}

/** GET {cms}/home?region=…: the home page sections, filtered for the region. */
export function getHome(api: ApiClient, region: Region): Promise<HomeResponse> {
  return api.request('cms', '/home', {
    query: { region },
    schema: HomeResponse,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['home', `home:${region}`] },
  });
}
