/** TanStack Query keys of the back office. */
export const backOfficeKeys = {
  pages: (entity: string) => ['back-office', entity, 'list'] as const,
  page: (entity: string, key: string) => ['back-office', entity, 'page', key] as const,
  options: (entity: string) => ['back-office', entity, 'options'] as const,
  audit: (entity: string, key: string) => ['back-office', 'audit', entity, key] as const,
  redirects: ['back-office', 'redirects'] as const,
  seoMeta: ['back-office', 'seo-meta'] as const,
};
