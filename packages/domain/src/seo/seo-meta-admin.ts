import { z } from 'zod';
import { SiteOrHttpsAddress, SitePathOnly } from '../cms/redirects.ts';
import { CustomStatus, SeoMeta } from './schemas.ts';

/** The robots choices the back office offers. */
export const ROBOTS = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());

/**
 * POST /cms/admin/seo-meta: the meta overrides of one path, as `GET /cms/meta` serves them. A
 * redirect or custom status kept on an old record is shown and kept; new ones go in the redirects.
 */
export const SeoMetaInput = z
  .object({
    path: SitePathOnly,
    title: optional(z.string().trim().min(10).max(200)),
    description: optional(z.string().trim().min(50).max(400)),
    canonical: optional(SiteOrHttpsAddress),
    robots: optional(z.enum(ROBOTS)),
    redirectUrl: SiteOrHttpsAddress.nullish(),
    customStatus: CustomStatus.nullish(),
  })
  .refine((m) => m.title || m.description || m.canonical || m.robots || m.redirectUrl || m.customStatus, {
    message: 'give at least a title, a description, a canonical address or a robots choice',
    path: ['title'],
  });
export type SeoMetaInput = z.infer<typeof SeoMetaInput>;

/** One path's overrides as the back office lists them: what `GET /cms/meta` serves, and when it changed. */
export const AdminSeoMeta = SeoMeta.extend({
  path: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'AdminSeoMeta' });
export type AdminSeoMeta = z.infer<typeof AdminSeoMeta>;

export const AdminSeoMetaList = z.object({ items: z.array(AdminSeoMeta) }).meta({ id: 'AdminSeoMetaList' });
export type AdminSeoMetaList = z.infer<typeof AdminSeoMetaList>;

export const SeoMetaPathQuery = z.object({ path: SitePathOnly });
