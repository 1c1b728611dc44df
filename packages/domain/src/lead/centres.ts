import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DirectoryKind } from '../content/directory.ts';
import { Slug } from '../content/slug.ts';
import { OpeningHours } from './opening-hours.ts';

/** A centre's phone as people write it (an Indian number without its +91), kept as E.164. */
const CentrePhone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'IN');
    if (!parsed?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the centre’s phone number with its area code, e.g. 080 4123 4567 or +91 80 4123 4567',
      });
      return z.NEVER;
    }
    return parsed.number;
  });

/**
 * An experience centre as an admin adds and edits it: where learners meet a counsellor in person.
 * `offers` lists the directories it appears in; counsellors' hours name it by its slug for visits.
 */
const CentreInputFields = z.object({
  slug: Slug,
  name: z
    .string()
    .trim()
    .min(5, 'Enter the centre’s name, e.g. Meridian Experience Centre, Indiranagar')
    .max(160),
  citySlug: Slug,
  address: z.string().trim().min(5, 'Enter the street address: floor, building, street and area').max(300),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit PIN code, e.g. 560038'),
  phone: CentrePhone,
  openingHours: OpeningHours,
  mapUrl: z
    .url({ protocol: /^https$/, message: 'Enter the map link as a full https:// address, or leave it empty' })
    .max(500)
    .nullable(),
  offers: z
    .array(DirectoryKind)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each directory once'),
  /** Off: offered for no new visit and listed in no directory (booked visits stay). */
  active: z.boolean(),
});
export const CentreInput = CentreInputFields.meta({ id: 'CentreEdit' });
export type CentreInput = z.infer<typeof CentreInput>;

export const AdminCentre = CentreInputFields.extend({
  id: z.number().int().positive(),
  /** E.164, as stored. */
  phone: z.string(),
  cityName: z.string(),
  /** Made-up sample data of a development database (never in production). */
  sample: z.boolean(),
}).meta({ id: 'AdminCentre' });
export type AdminCentre = z.infer<typeof AdminCentre>;

export const AdminCentreList = z.object({ items: z.array(AdminCentre) }).meta({ id: 'AdminCentreList' });
export type AdminCentreList = z.infer<typeof AdminCentreList>;
