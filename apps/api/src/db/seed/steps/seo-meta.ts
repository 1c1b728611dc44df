import { seoMeta } from '../../schema/seo-meta.ts';
import { SEO_META } from '../data/seo-meta.ts';
import type { SeedStep } from '../seed-step.ts';

export const seoMetaStep: SeedStep = {
  name: 'seo-meta-v1',
  async run(tx) {
    await tx
      .insert(seoMeta)
      .values([...SEO_META])
      .onConflictDoNothing();
  },
};
