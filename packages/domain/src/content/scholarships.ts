import { z } from 'zod';
import { Slug } from './slug.ts';

export const ScholarshipLevel = z.enum(['bachelors', 'masters', 'phd']);
export type ScholarshipLevel = z.infer<typeof ScholarshipLevel>;

/** Finder amount bands, on the scholarship's value for one year in INR. */
export const AMOUNT_BANDS = {
  'up-to-10-lakh': { label: 'Up to ₹10 lakh', minInr: 0, maxInr: 1_000_000 },
  '10-to-30-lakh': { label: '₹10 lakh to ₹30 lakh', minInr: 1_000_000, maxInr: 3_000_000 },
  'above-30-lakh': { label: 'Above ₹30 lakh', minInr: 3_000_000, maxInr: Number.MAX_SAFE_INTEGER },
} as const;
export const AmountBand = z.enum(Object.keys(AMOUNT_BANDS) as [keyof typeof AMOUNT_BANDS]);
export type AmountBand = z.infer<typeof AmountBand>;

export const Scholarship = z
  .object({
    slug: Slug,
    name: z.string().min(5),
    provider: z.string().min(3),
    countrySlug: Slug,
    countryName: z.string(),
    levels: z.array(ScholarshipLevel).min(1),
    /** Approximate value of one year of the award in INR, for filtering. */
    annualValueInr: z.number().int().positive(),
    valueText: z.string().min(10),
    coverage: z.string().min(10),
    deadlineText: z.string().min(5),
    eligibility: z.string().min(20),
    articleSlug: Slug.nullable(),
    officialUrl: z.url(),
  })
  .meta({ id: 'Scholarship' });
export type Scholarship = z.infer<typeof Scholarship>;

export const ScholarshipQuery = z.object({
  country: Slug.optional(),
  level: ScholarshipLevel.optional(),
  amount: AmountBand.optional(),
});
export type ScholarshipQuery = z.infer<typeof ScholarshipQuery>;

export const ScholarshipList = z
  .object({
    items: z.array(Scholarship),
    countries: z.array(z.object({ slug: Slug, name: z.string() })),
  })
  .meta({ id: 'ScholarshipList' });
export type ScholarshipList = z.infer<typeof ScholarshipList>;
