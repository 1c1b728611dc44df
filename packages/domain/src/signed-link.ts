import { z } from 'zod';

/**
 * The token of a signed link (a brochure, an e-book, contact preferences…) as it travels in an
 * address. Whether it is ours, and still works, is the API's to say: expired answers 410, anything
 * else that is not ours 404.
 */
export const SignedLinkToken = z
  .string()
  .max(600)
  .regex(/^[\w.-]+$/, 'is not a link from one of our messages');
