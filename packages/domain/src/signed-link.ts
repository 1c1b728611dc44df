import { z } from 'zod';

/**
 * The token of a signed link (a brochure, an e-book, contact preferences…) as it travels in an
 * address: URL-safe characters only. Whether it is ours, and still works, is the API's to say.
 */
export const SignedLinkToken = z
  .string()
  .max(600)
  .regex(/^[\w.-]+$/, 'is not a link from one of our messages');
