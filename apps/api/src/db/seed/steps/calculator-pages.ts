import { calculatorPages } from '#api/db/schema/calculator-pages.ts';
import { seoMeta } from '#api/db/schema/seo-meta.ts';
import { readCalculatorPages } from '#api/db/seed/content-files/calculator-pages.ts';
import { readSeoMeta } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * The IELTS band and education-loan calculators' pages and their SEO title and description, from
 * `content/calculator/pages`: editorial content, imported in production too. SEO meta an editor
 * already gave either path is kept.
 */
export const calculatorPagesStep: SeedStep = {
  name: 'calculator-pages-v1',
  async run(tx) {
    await tx.insert(calculatorPages).values(readCalculatorPages());
    await tx.insert(seoMeta).values(readSeoMeta('calculator/pages/seo-meta.yaml')).onConflictDoNothing();
  },
};
