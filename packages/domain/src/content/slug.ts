import { z } from 'zod';

/** A URL segment: lowercase words joined by single hyphens. */
export const Slug = z
  .string()
  .min(2)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/**
 * A slug as a page address or route parameter names it: checked loosely (lowercase letters, digits,
 * hyphens; 2–200), so an address of the right shape that names nothing answers 404, not 400.
 */
export const SLUG_IN_ADDRESS = /^[a-z0-9-]{2,200}$/;
export const SlugInAddress = z.string().regex(SLUG_IN_ADDRESS, 'must be a lowercase slug');
