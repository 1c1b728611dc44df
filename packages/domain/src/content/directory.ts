import { z } from 'zod';
import { Slug } from './slug.ts';
import { OpeningHours } from '../lead/opening-hours.ts';

/** The sample centres' hours (every day); a real centre's are what its admin enters. */
export const BUSINESS_HOURS = { opens: '09:30', closes: '20:00' } as const;

export const DirectoryKind = z.enum(['consultant', 'ielts-coaching']);
export type DirectoryKind = z.infer<typeof DirectoryKind>;

/** What a centre listed in each directory offers there. */
export const DIRECTORY_SERVICES: Readonly<Record<DirectoryKind, readonly string[]>> = {
  consultant: [
    'Free counselling',
    'University shortlisting',
    'Applications and SOP reviews',
    'Education loans',
    'Visa files',
  ],
  'ielts-coaching': [
    'IELTS Academic and General Training',
    'Weekly full mock tests',
    'Speaking practice with trainers',
    'Writing band feedback',
  ],
};

export const City = z
  .object({ slug: Slug, name: z.string().min(2), state: z.string().min(2) })
  .meta({ id: 'City' });
export type City = z.infer<typeof City>;

/** One student's review of a centre, as stored and shown. */
export const DirectoryReview = z
  .object({
    authorName: z.string().min(2),
    rating: z.number().int().min(1).max(5),
    reviewedOn: z.iso.date(),
    body: z.string().min(20),
    /** Invented for the sample data outside production: shown marked so, never in structured data. */
    sample: z.boolean(),
  })
  .meta({ id: 'DirectoryReview' });
export type DirectoryReview = z.infer<typeof DirectoryReview>;

/**
 * The rating a centre shows and its structured data carries: the mean of its reviews to one
 * decimal place, and how many there are; no rating without reviews.
 */
export function ratingOf(reviews: readonly { rating: number }[]): {
  ratingValue: number | null;
  reviewCount: number;
} {
  if (reviews.length === 0) return { ratingValue: null, reviewCount: 0 };
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { ratingValue: Math.round(mean * 10) / 10, reviewCount: reviews.length };
}

/**
 * SPEC.md §3 local business: name, address parts, lat/long, ratingValue, reviewCount. The rating
 * must be the one its reviews give, so a page can never show a rating its reviews do not bear out.
 */
export const DirectoryListing = z
  .object({
    id: z.number().int().positive(),
    kind: DirectoryKind,
    name: z.string().min(5),
    streetAddress: z.string().min(5),
    city: City,
    postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    /** E.164. */
    phone: z.string().min(8),
    openingHours: OpeningHours,
    mapUrl: z.url().nullable(),
    /** Made up, in a development database: the page says so. */
    sample: z.boolean(),
    ratingValue: z.number().min(1).max(5).nullable(),
    reviewCount: z.number().int().nonnegative(),
    reviews: z.array(DirectoryReview),
    services: z.array(z.string().min(3)).min(1),
  })
  .refine(
    (listing) => {
      const rating = ratingOf(listing.reviews);
      return listing.ratingValue === rating.ratingValue && listing.reviewCount === rating.reviewCount;
    },
    { message: 'ratingValue and reviewCount must be those of the reviews', path: ['ratingValue'] },
  )
  .meta({ id: 'DirectoryListing' });
export type DirectoryListing = z.infer<typeof DirectoryListing>;

export const CityDirectory = z
  .object({
    kind: DirectoryKind,
    city: City,
    intro: z.string().min(40),
    listings: z.array(DirectoryListing).min(1),
    nearbyCities: z.array(City),
  })
  .meta({ id: 'CityDirectory' });
export type CityDirectory = z.infer<typeof CityDirectory>;

export const DirectoryCities = z
  .object({ kind: DirectoryKind, cities: z.array(City.extend({ listings: z.number().int() })) })
  .meta({ id: 'DirectoryCities' });
export type DirectoryCities = z.infer<typeof DirectoryCities>;
