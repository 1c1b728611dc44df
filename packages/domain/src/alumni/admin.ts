import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { parseInternationalMobile } from '../lead/phone.ts';
import { EmailAddress } from '../lead/schemas.ts';

/** A mobile in full international form (`+919812345678`), kept as E.164. */
const InternationalMobile = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parsed = parseInternationalMobile(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Enter the mobile with its country code, e.g. +919812345678' });
      return z.NEVER;
    }
    return parsed.mobile;
  });

/**
 * An alumnus as the console adds and edits them: their destination is the university they
 * graduated from (it must be in the catalogue); their email and mobile stay private.
 */
const AlumnusInputFields = z.object({
  fullName: z.string().trim().min(2).max(100),
  universitySlug: Slug,
  course: z.string().trim().min(2).max(200),
  graduationYear: z.number().int().min(1950).max(2100),
  currentRole: z.string().trim().min(2).max(200),
  hometown: z.string().trim().min(2).max(80),
  email: EmailAddress,
  mobile: InternationalMobile,
  /** Off: no longer listed, nor open to new requests. */
  active: z.boolean(),
});
export const AlumnusInput = AlumnusInputFields.meta({ id: 'AlumnusEdit' });
export type AlumnusInput = z.infer<typeof AlumnusInput>;

export const AdminAlumnus = AlumnusInputFields.extend({
  id: z.number().int().positive(),
  /** E.164, as stored (the input's check does not run on the way out). */
  mobile: z.string(),
  universityName: z.string(),
}).meta({ id: 'AdminAlumnus' });
export type AdminAlumnus = z.infer<typeof AdminAlumnus>;

export const AdminAlumniList = z.object({ items: z.array(AdminAlumnus) }).meta({ id: 'AdminAlumniList' });
export type AdminAlumniList = z.infer<typeof AdminAlumniList>;
