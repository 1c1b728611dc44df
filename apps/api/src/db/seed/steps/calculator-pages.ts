import { calculatorPages } from '#api/db/schema/calculator-pages.ts';
import { readCalculatorPages } from '#api/db/seed/content-files/calculator-pages.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The IELTS band and education-loan calculators' pages, from `content/calculator/pages`: editorial content, imported in production too. */
export const calculatorPagesStep: SeedStep = {
  name: 'calculator-pages-v1',
  async run(tx) {
    await tx.insert(calculatorPages).values(readCalculatorPages());
  },
};
