import { seoMeta } from '#api/db/schema/seo-meta.ts';
import { readSeoMeta } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

export const seoMetaStep: SeedStep = {
  name: 'seo-meta-v1',
  async run(tx) {
    await tx.insert(seoMeta).values(readSeoMeta('seo-meta.yaml')).onConflictDoNothing();
  },
};
