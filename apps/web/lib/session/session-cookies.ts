/**
 * The cookies of a session besides its tokens (SPEC.md §4, §9). None of them is a credential:
 * `signed_in` lets the browser know a session exists (the token cookies are httpOnly) so anonymous
 * visitors never ask for one; `ssoUserId` is SPEC.md §7's; the education level is SPEC.md §4's.
 */
export const SESSION_COOKIES = {
  signedIn: 'signed_in',
  ssoUserId: 'ssoUserId',
  educationLevel: 'education_level',
} as const;

/** SPEC.md §9: auth and education level cookies last 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
