import { refreshSearchIndex } from '#api/modules/search/index.service.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** Builds the search index from the content just seeded, in the seed's transaction. */
export const searchIndexStep: SeedStep = {
  name: 'search-index-v1',
  run: async (tx) => {
    await refreshSearchIndex(tx);
  },
};
