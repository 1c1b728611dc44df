import { z } from 'zod';
import { Slug } from './slug.ts';

export const ScholarshipLevel = z.enum(['bachelors', 'masters', 'phd']);
export type ScholarshipLevel = z.infer<typeof ScholarshipLevel>;

/** Finder amount bands, on the scholarship's value for one year in INR; the top band has no ceiling. */
export const AMOUNT_BANDS: Record<
  'up-to-10-lakh' | '10-to-30-lakh' | 'above-30-lakh',
  { label: string; minInr: number; maxInr: number | null }
> = {
  'up-to-10-lakh': { label: 'Up to ₹10 lakh', minInr: 0, maxInr: 1_000_000 },
  '10-to-30-lakh': { label: '₹10 lakh to ₹30 lakh', minInr: 1_000_000, maxInr: 3_000_000 },
  'above-30-lakh': { label: 'Above ₹30 lakh', minInr: 3_000_000, maxInr: null },
};
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

export const SCHOLARSHIP_LEVEL_LABELS: Record<ScholarshipLevel, string> = {
  bachelors: "Bachelor's",
  masters: "Master's",
  phd: 'PhD',
};

/**
 * The finder's filters from a page URL (`?country=uk&level=masters&amount=above-30-lakh`). A shared
 * link with one stale or mistyped value still opens: that filter is dropped, the others kept.
 */
export function scholarshipQueryFromSearch(
  search: Readonly<Record<string, string | string[] | undefined>>,
): ScholarshipQuery {
  const query: ScholarshipQuery = {};
  const first = (key: string) => {
    const value = search[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const country = Slug.safeParse(first('country'));
  if (country.success) query.country = country.data;
  const level = ScholarshipLevel.safeParse(first('level'));
  if (level.success) query.level = level.data;
  const amount = AmountBand.safeParse(first('amount'));
  if (amount.success) query.amount = amount.data;
  return query;
}
