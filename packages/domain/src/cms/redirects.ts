import { z } from 'zod';

/** A path of the site as the browser asks for it (`/study-abroad/…`), without a query. */
export const SitePathOnly = z
  .string()
  .trim()
  .min(2)
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'must be a site path starting with / (no query)');

/**
 * Where the site may send a visitor (a redirect, SEO meta's redirect or canonical): a path of this
 * site or an https address. `//host` and `/\host` start like a path but browsers read them as
 * another host, so a path may not start with either; other schemes (`javascript:`, `http:`) never pass.
 */
export const SiteOrHttpsAddress = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:\/(?![/\\])|https:\/\/(?![/\\]))\S*$/, 'must be a site path or an https address');

/**
 * POST /cms/admin/redirects: an old address and where it goes. 301/302 move it (`to` a site path
 * or https URL); 410 says it is gone for good and 503 down for maintenance (no `to`).
 */
export const RedirectInput = z
  .object({
    from: SitePathOnly,
    to: SiteOrHttpsAddress.nullish(),
    status: z.union([z.literal(301), z.literal(302), z.literal(410), z.literal(503)]),
  })
  .refine((r) => (r.status === 301 || r.status === 302) === Boolean(r.to), {
    message: 'a 301 or 302 needs an address to go to; a 410 or 503 has none',
    path: ['to'],
  });
export type RedirectInput = z.infer<typeof RedirectInput>;

export const Redirect = z
  .object({
    from: z.string(),
    to: z.string().nullable(),
    status: z.union([z.literal(301), z.literal(302), z.literal(410), z.literal(503)]),
    /** Requests the old address still got since the redirect was made. */
    hits: z.number().int(),
    lastHitAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Redirect' });
export type Redirect = z.infer<typeof Redirect>;

export const RedirectList = z.object({ items: z.array(Redirect) }).meta({ id: 'RedirectList' });
export type RedirectList = z.infer<typeof RedirectList>;
