import { AdminEvent, AdminEventList, type EventInput } from '@meridian/domain/cms/events-admin';
import { AdminMenu, type MenuInput } from '@meridian/domain/cms/menus-admin';
import {
  AdminPageRule,
  AdminPageRuleList,
  type PageRuleInput,
} from '@meridian/domain/cms/page-configuration';
import {
  AdminBanner,
  AdminBannerList,
  AdminSiteBar,
  AdminSiteBarList,
  type BannerInput,
  type SiteBarInput,
} from '@meridian/domain/cms/site-bars-admin';
import { AdminWebinar, AdminWebinarList, type WebinarInput } from '@meridian/domain/cms/webinars-admin';
import type { MenuKey } from '@meridian/domain/navigation/schemas';
import { browserClient } from './browser-client.ts';

/** The site furniture of the back office, `{cms}/admin/…` (permission cms_editor). */
const admin = (path: string) => `/admin/${path}`;
const write = <T>(method: 'POST' | 'PUT', body: T) => ({ method, body });

export function listAdminEvents(): Promise<AdminEventList> {
  return browserClient.request('cms', admin('events'), { schema: AdminEventList });
}

export function getAdminEvent(slug: string): Promise<AdminEvent> {
  return browserClient.request('cms', admin(`events/${encodeURIComponent(slug)}`), { schema: AdminEvent });
}

/** Adds a fair (`slug` undefined) or changes the one at `slug`. */
export function saveEvent(slug: string | undefined, event: EventInput): Promise<AdminEvent> {
  return slug
    ? browserClient.request('cms', admin(`events/${encodeURIComponent(slug)}`), {
        ...write('PUT', event),
        schema: AdminEvent,
      })
    : browserClient.request('cms', admin('events'), { ...write('POST', event), schema: AdminEvent });
}

export function listAdminWebinars(): Promise<AdminWebinarList> {
  return browserClient.request('cms', admin('webinars'), { schema: AdminWebinarList });
}

export function getAdminWebinar(slug: string): Promise<AdminWebinar> {
  return browserClient.request('cms', admin(`webinars/${encodeURIComponent(slug)}`), {
    schema: AdminWebinar,
  });
}

/** Adds a webinar (`slug` undefined) or changes the one at `slug`. */
export function saveWebinar(slug: string | undefined, webinar: WebinarInput): Promise<AdminWebinar> {
  return slug
    ? browserClient.request('cms', admin(`webinars/${encodeURIComponent(slug)}`), {
        ...write('PUT', webinar),
        schema: AdminWebinar,
      })
    : browserClient.request('cms', admin('webinars'), { ...write('POST', webinar), schema: AdminWebinar });
}

export function listAdminBanners(): Promise<AdminBannerList> {
  return browserClient.request('cms', admin('banners'), { schema: AdminBannerList });
}

/** Adds a banner (`id` undefined) or changes banner `id`. */
export function saveBanner(id: number | undefined, banner: BannerInput): Promise<AdminBanner> {
  return browserClient.request('cms', admin(id ? `banners/${id}` : 'banners'), {
    ...write(id ? 'PUT' : 'POST', banner),
    schema: AdminBanner,
  });
}

export function listAdminSiteBars(): Promise<AdminSiteBarList> {
  return browserClient.request('cms', admin('site-bars'), { schema: AdminSiteBarList });
}

/** Adds a bar (`id` undefined) or changes bar `id`. */
export function saveSiteBar(id: number | undefined, bar: SiteBarInput): Promise<AdminSiteBar> {
  return browserClient.request('cms', admin(id ? `site-bars/${id}` : 'site-bars'), {
    ...write(id ? 'PUT' : 'POST', bar),
    schema: AdminSiteBar,
  });
}

export function getAdminMenu(key: MenuKey): Promise<AdminMenu> {
  return browserClient.request('cms', admin(`menus/${key}`), { schema: AdminMenu });
}

export function saveMenu(menu: MenuInput): Promise<AdminMenu> {
  return browserClient.request('cms', admin(`menus/${menu.key}`), {
    ...write('PUT', menu),
    schema: AdminMenu,
  });
}

export function listAdminPageRules(): Promise<AdminPageRuleList> {
  return browserClient.request('cms', admin('page-rules'), { schema: AdminPageRuleList });
}

/** Adds a page rule (`id` undefined) or changes rule `id` (switching it off too). */
export function savePageRule(id: number | undefined, rule: PageRuleInput): Promise<AdminPageRule> {
  return browserClient.request('cms', admin(id ? `page-rules/${id}` : 'page-rules'), {
    ...write(id ? 'PUT' : 'POST', rule),
    schema: AdminPageRule,
  });
}
