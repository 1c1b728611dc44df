import { z } from 'zod';
import { ContentBody } from './blocks.ts';
import { ShownFactCheck } from './fact-check.ts';
import { Slug } from './slug.ts';

/**
 * The exam CMS's `{category}/slug/{slug}` pages: the words around the IELTS band and education-loan
 * calculators (SPEC §7), which editors change in the back office. One category, `calculator`.
 */
export const CALCULATOR_PAGE_CATEGORIES = [{ key: 'calculator', name: 'Calculators' }] as const;
export const CalculatorPageCategory = z.enum(CALCULATOR_PAGE_CATEGORIES.map((c) => c.key));
export type CalculatorPageCategory = z.infer<typeof CalculatorPageCategory>;

/** The slugs of the calculators whose pages come from the CMS, as the web pages ask for them. */
export const CALCULATOR_PAGE_SLUGS = { ieltsBand: 'ielts-band', educationLoan: 'education-loan' } as const;

/** GET /cms/{category}/slug/{slug}: a calculator's page as readers see it. */
export const CalculatorPageContent = z
  .object({
    category: CalculatorPageCategory,
    slug: Slug,
    title: z.string().min(10),
    summary: z.string().min(40),
    body: ContentBody,
    updatedOn: z.iso.date(),
    ...ShownFactCheck.shape,
  })
  .meta({ id: 'CalculatorPageContent' });
export type CalculatorPageContent = z.infer<typeof CalculatorPageContent>;
