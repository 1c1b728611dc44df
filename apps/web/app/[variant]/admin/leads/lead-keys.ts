/** TanStack Query keys of the inbox: a change to one lead refreshes the lists and that lead. */
export const leadKeys = {
  all: ['lead-admin'] as const,
  list: (query: Record<string, string | undefined>) => ['lead-admin', 'list', query] as const,
  lead: (leadId: string) => ['lead-admin', 'lead', leadId] as const,
  counsellors: ['lead-admin', 'counsellors'] as const,
};
