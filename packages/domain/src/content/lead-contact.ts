import { z } from 'zod';

/**
 * The short lead form (name, email, mobile) gating e-book downloads and the contact form. It is
 * kept minimal and separate from the full enquiry payload of the lead service.
 */
export const LeadContact = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(80)
    .regex(/^[\p{L} .'-]+$/u, 'must contain letters only'),
  email: z.email('must be a valid email address').max(160),
  countryCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'must look like +91')
    .default('+91'),
  mobile: z.string().regex(/^\d{7,15}$/, 'must be 7 to 15 digits'),
});
export type LeadContact = z.infer<typeof LeadContact>;
