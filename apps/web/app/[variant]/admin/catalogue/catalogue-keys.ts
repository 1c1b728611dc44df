/** TanStack Query keys of the Catalogue page, all under one prefix that a change refreshes. */
export const catalogueKeys = {
  all: ['catalogue-admin'] as const,
  programs: ['catalogue-admin', 'programs'] as const,
  universities: (query: Record<string, string | undefined>) =>
    ['catalogue-admin', 'universities', query] as const,
};
