import 'server-only';
import type { FooterMenu, HeaderMenu } from '@meridian/domain/navigation/schemas';
import type { Region } from '@meridian/domain/region/regions';
import { contentApi } from '../api/content-api.ts';
import { getFooterMenu, getHeaderMenu } from '../api/cms.ts';

/**
 * The header and footer menus of a region. A failing menu call must not take every page down
 * with it: the page renders with that menu empty and the failure is logged.
 */
export async function siteMenus(region: Region): Promise<{ header: HeaderMenu; footer: FooterMenu }> {
  const api = contentApi();
  const [header, footer] = await Promise.allSettled([getHeaderMenu(api, region), getFooterMenu(api, region)]);
  for (const result of [header, footer]) {
    if (result.status === 'rejected') console.error('menu unavailable:', result.reason);
  }
  return {
    header: header.status === 'fulfilled' ? header.value : [],
    footer: footer.status === 'fulfilled' ? footer.value : [],
  };
}
