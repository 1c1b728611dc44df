import type { MenuKey } from '@meridian/domain/navigation/schemas';

/** TanStack Query keys of the site furniture tabs (under the back office's prefix, refreshed with it). */
export const siteKeys = {
  events: ['back-office', 'events'] as const,
  event: (slug: string) => ['back-office', 'event', slug] as const,
  webinars: ['back-office', 'webinars'] as const,
  webinar: (slug: string) => ['back-office', 'webinar', slug] as const,
  banners: ['back-office', 'banners'] as const,
  bars: ['back-office', 'site-bars'] as const,
  menu: (key: MenuKey) => ['back-office', 'menu', key] as const,
};
