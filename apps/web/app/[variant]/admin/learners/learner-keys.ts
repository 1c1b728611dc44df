/** TanStack Query keys of the learners list. */
export const learnerKeys = {
  list: (query: Record<string, string | undefined>) => ['learner-admin', 'list', query] as const,
  counsellors: ['learner-admin', 'counsellors'] as const,
};
