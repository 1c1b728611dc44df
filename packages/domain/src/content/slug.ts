import { z } from 'zod';
import { MAX_PAGE_INDEX } from '../page-sizes.ts';

/** A URL segment: lowercase words joined by single hyphens. */
export const Slug = z
  .string()
  .min(2)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** Listing page number as sent in `?page=`; the proxy already sends invalid values to /404. */
export const PageNumber = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_INDEX + 1)
  .default(1);
