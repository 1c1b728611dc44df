import { z } from 'zod';
import { ContentBody } from './blocks.ts';
import { Slug } from './slug.ts';
import { ShortLeadRequest } from '../lead/schemas.ts';

export const EbookCategory = z
  .object({ slug: Slug, name: z.string().min(3), description: z.string().min(20) })
  .meta({ id: 'EbookCategory' });
export type EbookCategory = z.infer<typeof EbookCategory>;

/** A category in the e-book listing, with how many e-books it holds. */
export const EbookCategoryCount = EbookCategory.extend({ ebooks: z.number().int() });
export type EbookCategoryCount = z.infer<typeof EbookCategoryCount>;

export const EbookSummary = z
  .object({
    id: z.number().int().positive(),
    slug: Slug,
    title: z.string().min(10),
    summary: z.string().min(40),
    category: EbookCategory.pick({ slug: true, name: true }),
    pages: z.number().int().positive(),
    downloads: z.number().int().nonnegative(),
    isFeatured: z.boolean(),
    isNewlyAdded: z.boolean(),
    publishedOn: z.iso.date(),
    /** An uploaded cover picture (`/media/{id}/{width}x{height}`), or null for the category's artwork. */
    cover: z.string().nullable(),
  })
  .meta({ id: 'EbookSummary' });
export type EbookSummary = z.infer<typeof EbookSummary>;

export const EbookDetail = EbookSummary.extend({
  highlights: z.array(z.string().min(5)).min(3),
  body: ContentBody,
  related: z.array(EbookSummary),
}).meta({ id: 'EbookDetail' });
export type EbookDetail = z.infer<typeof EbookDetail>;

export const EbookListQuery = z.object({
  category: Slug.optional(),
  isFeatured: z.enum(['true', 'false']).optional(),
  isNewlyAdded: z.enum(['true', 'false']).optional(),
});
export type EbookListQuery = z.infer<typeof EbookListQuery>;

export const EbookDownloadRequest = ShortLeadRequest;
export type EbookDownloadRequest = z.output<typeof EbookDownloadRequest>;

/** SPEC.md §3: the e-book download response carries mainFileUrl. */
export const EbookDownloadResponse = z
  .object({ mainFileUrl: z.string().startsWith('/') })
  .meta({ id: 'EbookDownloadResponse' });
export type EbookDownloadResponse = z.infer<typeof EbookDownloadResponse>;

/** `/ebooks/{slug}-{id}`: the slug and the numeric id, split at the last hyphen. */
export function parseEbookPath(value: string): { slug: string; id: number } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d+)$/.exec(value);
  if (!match) return undefined;
  return { slug: match[1]!, id: Number(match[2]) };
}
