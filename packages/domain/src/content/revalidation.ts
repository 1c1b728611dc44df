import { z } from 'zod';

/** The web app's route (under the base path) that revalidates cached pages by tag. */
export const CONTENT_REVALIDATION_PATH = '/api/revalidate';

/**
 * A cache tag of the web app's content (docs/architecture.md "Caching"): a kind (`menus`, `universities`) or a
 * kind and one item (`menus:vn`, `country:usa`, `page:about-us`).
 */
export const CacheTag = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+(?::[a-z0-9._-]+)?$/, 'must be a tag such as menus or country:usa');

/** The most tags one `POST /api/revalidate` may name. */
export const MAX_REVALIDATE_TAGS = 100;

/** Body of `POST /api/revalidate`. */
export const RevalidateRequest = z.object({ tags: z.array(CacheTag).min(1).max(MAX_REVALIDATE_TAGS) });
export type RevalidateRequest = z.infer<typeof RevalidateRequest>;

export const RevalidateResponse = z.object({ revalidated: z.array(CacheTag) });
export type RevalidateResponse = z.infer<typeof RevalidateResponse>;
