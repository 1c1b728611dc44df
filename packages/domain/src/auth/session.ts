import { z } from 'zod';
import { EducationLevel } from '../catalogue/level-schema.ts';

// The session's own shapes, apart from the login forms' schemas: the browser reads them on every
// page, and those bring the phone-number rules (libphonenumber's metadata) with them.

/**
 * SPEC.md §3 user lite. `email` and `paidUser` are what SPEC.md says the client keeps encrypted:
 * the web keeps this object in memory only, never in browser storage.
 */
export const UserLite = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string().nullable(),
    /** E.164. */
    mobile: z.string().nullable(),
    countryCode: z.string().nullable(),
    paidUser: z.boolean(),
    extraFields: z.object({
      /** The level the person said they want to study (from their enquiry or profile), if known. */
      interestedEducationLevel: EducationLevel.nullable(),
    }),
  })
  .meta({ id: 'UserLite' });
export type UserLite = z.infer<typeof UserLite>;

/** SPEC.md §3: the claims read from the access token. */
export const AccessTokenClaims = z.object({
  userId: z.uuid(),
  ssoUserId: z.uuid(),
  permissions: z.array(z.string()),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

/**
 * The web app's own `GET /study-abroad/api/auth/session`: the signed-in person's user lite, or
 * null for a visitor (or a session SPEC.md §4 logged out).
 */
export const SessionResponse = z.object({ user: UserLite.nullable() }).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;
