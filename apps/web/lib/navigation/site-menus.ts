import 'server-only';
import type { FooterMenu, HeaderMenu } from '@meridian/domain/navigation/schemas';
import { simpleMenuAsHeader } from '@meridian/domain/navigation/menu-variant';
import type { Region } from '@meridian/domain/region/regions';
import { contentApi } from '@/lib/api/content-api.ts';
import { getFooterMenu, getHeaderMenu, getSimpleMenu } from '@/lib/api/cms.ts';

export interface SiteMenus {
  header: HeaderMenu;
  /** The simpler menu, in the header's shape; the page's path picks which of the two shows. */
  simple: HeaderMenu;
  footer: FooterMenu;
}

/**
 * The menus of a region. A failing menu call must not take every page down with it: the page
 * renders with that menu empty and the failure is logged.
 */
export async function siteMenus(region: Region): Promise<SiteMenus> {
  const api = contentApi();
  const [header, simple, footer] = await Promise.allSettled([
    getHeaderMenu(api, region),
    getSimpleMenu(api, region).then(simpleMenuAsHeader),
    getFooterMenu(api, region),
  ]);
  for (const result of [header, simple, footer]) {
    if (result.status === 'rejected') console.error('menu unavailable:', result.reason);
  }
  return {
    header: header.status === 'fulfilled' ? header.value : [],
    simple: simple.status === 'fulfilled' ? simple.value : [],
    footer: footer.status === 'fulfilled' ? footer.value : [],
  };
}
