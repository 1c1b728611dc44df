import { z } from 'zod';

export const SeoMetaQuery = z.object({
  url: z.string().min(1).max(500).startsWith('/', 'must be a path starting with /'),
  category: z.string().min(1).max(60),
});
export type SeoMetaQuery = z.infer<typeof SeoMetaQuery>;

/** SPEC.md §4: custom statuses the meta may set on a page (301/302 need a redirectUrl). */
export const CustomStatus = z.union([z.literal(301), z.literal(302), z.literal(410), z.literal(503)]);

/** GET /cms/meta: SEO data for one URL; every field optional because most pages have no override. */
export const SeoMeta = z
  .object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    canonical: z.string().nullable(),
    /** The robots meta an editor set (e.g. `noindex, follow`); null leaves the page's own. */
    robots: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    customStatus: CustomStatus.nullable(),
  })
  .meta({ id: 'SeoMeta' });
export type SeoMeta = z.infer<typeof SeoMeta>;

export const EMPTY_SEO_META: SeoMeta = {
  title: null,
  description: null,
  canonical: null,
  robots: null,
  redirectUrl: null,
  customStatus: null,
};
