import { z } from 'zod';
import { ContentBody } from './blocks.ts';
import { ShownFactCheck } from './fact-check.ts';
import { siteRoutes } from '../routes/site-routes.ts';
import { Slug } from './slug.ts';

/**
 * The exam CMS's `{category}/slug/{slug}` pages: the words around the IELTS band and education-loan
 * calculators (SPEC §7), which editors change in the back office. One category, `calculator`.
 */
export const CALCULATOR_PAGE_CATEGORIES = [{ key: 'calculator', name: 'Calculators' }] as const;
export const CalculatorPageCategory = z.enum(CALCULATOR_PAGE_CATEGORIES.map((c) => c.key));
export type CalculatorPageCategory = z.infer<typeof CalculatorPageCategory>;

/** The calculators whose words come from the CMS (each has its page on the site, see `CALCULATOR_CONTENT_PATHS`). */
export const CalculatorContentSlug = z.enum(['ielts-band', 'education-loan']);
export type CalculatorContentSlug = z.infer<typeof CalculatorContentSlug>;

/** Where readers find each calculator whose words come from the CMS. */
export const CALCULATOR_CONTENT_PATHS = {
  'ielts-band': siteRoutes.ieltsBandCalculator(),
  'education-loan': siteRoutes.educationLoanCalculator(),
} as const satisfies Record<CalculatorContentSlug, string>;

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
