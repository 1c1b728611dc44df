import { z } from 'zod';
import { SitePathOnly } from '../cms/redirects.ts';
import { CustomStatus } from './schemas.ts';

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
    canonical: optional(
      z
        .string()
        .trim()
        .max(500)
        .regex(/^(\/|https:\/\/)\S*$/, 'must be a site path or an https address'),
    ),
    robots: optional(z.enum(ROBOTS)),
    redirectUrl: z.string().max(500).nullish(),
    customStatus: CustomStatus.nullish(),
  })
  .refine((m) => m.title || m.description || m.canonical || m.robots || m.redirectUrl || m.customStatus, {
    message: 'give at least a title, a description, a canonical address or a robots choice',
    path: ['title'],
  });
export type SeoMetaInput = z.infer<typeof SeoMetaInput>;

export const AdminSeoMeta = z
  .object({
    path: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    canonical: z.string().nullable(),
    robots: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    customStatus: CustomStatus.nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminSeoMeta' });
export type AdminSeoMeta = z.infer<typeof AdminSeoMeta>;

export const AdminSeoMetaList = z.object({ items: z.array(AdminSeoMeta) }).meta({ id: 'AdminSeoMetaList' });
export type AdminSeoMetaList = z.infer<typeof AdminSeoMetaList>;

export const SeoMetaPathQuery = z.object({ path: SitePathOnly });
