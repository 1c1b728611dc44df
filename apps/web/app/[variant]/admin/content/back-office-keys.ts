import type { MenuKey } from '@meridian/domain/navigation/schemas';

/** TanStack Query keys of the back office, all under one prefix that a save refreshes. */
export const backOfficeKeys = {
  all: ['back-office'] as const,
  /** The records of one audited kind (articles, fairs, banners…). */
  list: (entity: string) => ['back-office', entity, 'list'] as const,
  record: (entity: string, key: string) => ['back-office', entity, 'record', key] as const,
  options: (entity: string) => ['back-office', entity, 'options'] as const,
  audit: (entity: string, key: string) => ['back-office', 'audit', entity, key] as const,
  redirects: ['back-office', 'redirects'] as const,
  seoMeta: ['back-office', 'seo-meta'] as const,
  menu: (key: MenuKey) => ['back-office', 'menu', key] as const,
};
