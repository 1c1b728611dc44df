import { z } from 'zod';
import { ShortLeadFields, withValidMobile } from '../lead/schemas.ts';

// Apart from the catalogue's schemas: the brochure request is a lead form, and its rules (with
// libphonenumber's metadata) would otherwise come with every course card and filter.

export const BrochureType = z.enum(['university']);

export const BrochureResponse = z
  .object({ brochure: z.object({ title: z.string(), edition: z.string(), updatedOn: z.iso.date() }) })
  .meta({ id: 'BrochureResponse' });
export type BrochureResponse = z.infer<typeof BrochureResponse>;

/** A brochure request is the short lead form (name, email, mobile, consent) about one university. */
export const BrochureRequest = withValidMobile(ShortLeadFields).meta({ id: 'BrochureRequest' });
export type BrochureRequest = z.output<typeof BrochureRequest>;
export type BrochureRequestInput = z.input<typeof BrochureRequest>;

/** US_BNF_2010: the brochure goes to the email given. */
export const BrochureRequestResponse = z
  .object({ status: z.literal(true), errorCode: z.literal('US_BNF_2010'), message: z.string() })
  .meta({ id: 'BrochureRequestResponse' });
