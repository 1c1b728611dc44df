import { seoMeta } from '../../schema/seo-meta.ts';
import { readSeoMeta } from '../content-files/records.ts';
import type { SeedStep } from '../seed-step.ts';

export const seoMetaStep: SeedStep = {
  name: 'seo-meta-v1',
  async run(tx) {
    await tx.insert(seoMeta).values(readSeoMeta('seo-meta.yaml')).onConflictDoNothing();
  },
};
