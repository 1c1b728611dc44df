import { z } from 'zod';
import { LeadContact } from './lead-contact.ts';
import { Slug } from './slug.ts';

/** Contact-us form: the short lead form plus what the visitor wants to talk about. */
export const ContactRequest = LeadContact.extend({
  topic: z.enum(['admissions', 'visa', 'exams', 'loans', 'accommodation', 'partnership', 'other']),
  message: z.string().trim().min(10, 'must be at least 10 characters').max(2000),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** Accommodation enquiry about one listing. */
export const AccommodationEnquiry = LeadContact.extend({
  listingId: z.number().int().positive(),
  moveInMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2027-09'),
});
export type AccommodationEnquiry = z.infer<typeof AccommodationEnquiry>;

export const EnquiryAccepted = z
  .object({ status: z.literal(true), message: z.string() })
  .meta({ id: 'EnquiryAccepted' });
export type EnquiryAccepted = z.infer<typeof EnquiryAccepted>;

export const AccommodationListing = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(5),
    citySlug: Slug,
    cityName: z.string(),
    countryName: z.string(),
    nearUniversity: z.string().min(5),
    distanceKm: z.number().positive(),
    roomType: z.string().min(3),
    weeklyRentMinor: z.number().int().positive(),
    currency: z.string().length(3),
    billsIncluded: z.boolean(),
    features: z.array(z.string().min(3)).min(1),
  })
  .meta({ id: 'AccommodationListing' });
export type AccommodationListing = z.infer<typeof AccommodationListing>;

export const AccommodationCity = z.object({
  slug: Slug,
  name: z.string(),
  countryName: z.string(),
  listings: z.array(AccommodationListing),
});

export const AccommodationList = z
  .object({ cities: z.array(AccommodationCity) })
  .meta({ id: 'AccommodationList' });
export type AccommodationList = z.infer<typeof AccommodationList>;
