import { z } from 'zod';

/** A URL segment: lowercase words joined by single hyphens. */
export const Slug = z
  .string()
  .min(2)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
