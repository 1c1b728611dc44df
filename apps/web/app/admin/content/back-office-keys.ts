/** TanStack Query keys of the back office. */
export const backOfficeKeys = {
  articles: ['back-office', 'articles'] as const,
  article: (slug: string) => ['back-office', 'article', slug] as const,
  options: ['back-office', 'article-options'] as const,
  audit: (entity: string, key: string) => ['back-office', 'audit', entity, key] as const,
  redirects: ['back-office', 'redirects'] as const,
};
