import { z } from 'zod';
import { ShortLeadFields, ShortLeadFormFields, withValidMobile } from '../lead/schemas.ts';
import { Slug } from './slug.ts';

export const CONTACT_TOPICS = [
  { value: 'admissions', label: 'Admissions and applications' },
  { value: 'visa', label: 'Student visa' },
  { value: 'exams', label: 'IELTS, TOEFL, GRE and other exams' },
  { value: 'loans', label: 'Education loans and scholarships' },
  { value: 'accommodation', label: 'Accommodation abroad' },
  { value: 'partnership', label: 'University partnership' },
  { value: 'other', label: 'Something else' },
] as const;

/** Contact-us form: the short lead form plus what the visitor wants to talk about. */
const ContactFields = {
  topic: z.enum(
    CONTACT_TOPICS.map((t) => t.value) as [(typeof CONTACT_TOPICS)[number]['value']],
    'Please choose a topic',
  ),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(2000, 'Please keep the message under 2,000 characters'),
};
export const ContactRequest = withValidMobile(ShortLeadFields.extend(ContactFields)).meta({
  id: 'ContactRequest',
});
export type ContactRequest = z.output<typeof ContactRequest>;
export type ContactRequestInput = z.input<typeof ContactRequest>;
export const ContactFormSchema = withValidMobile(ShortLeadFormFields.extend(ContactFields));
export type ContactFormValues = z.input<typeof ContactFormSchema>;

/** Accommodation enquiry about one listing. */
const AccommodationFields = {
  listingId: z.number().int().positive(),
  moveInMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose the month you move in'),
};
export const AccommodationEnquiry = withValidMobile(ShortLeadFields.extend(AccommodationFields)).meta({
  id: 'AccommodationEnquiry',
});
export type AccommodationEnquiry = z.output<typeof AccommodationEnquiry>;
export type AccommodationEnquiryInput = z.input<typeof AccommodationEnquiry>;
export const AccommodationFormSchema = withValidMobile(ShortLeadFormFields.extend(AccommodationFields));
export type AccommodationFormValues = z.input<typeof AccommodationFormSchema>;

/** The earliest month an accommodation enquiry may ask to move in: the month `now` falls in, as `YYYY-MM`. */
export function earliestMoveInMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Why a move-in month before `earliestMoveInMonth` is refused, shown next to the field. */
export const PAST_MOVE_IN_MONTH = 'that month has passed; please choose this month or a later one';

/** The move-in months an accommodation enquiry offers: this month and the next `count - 1`, as `YYYY-MM`. */
export function moveInMonths(from: Date, count = 12): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    return {
      value: month.toISOString().slice(0, 7),
      label: month.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  });
}

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
