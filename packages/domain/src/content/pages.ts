import { z } from 'zod';
import { ContentBody } from './blocks.ts';
import { Slug } from './slug.ts';

/**
 * A page-builder page: any published slug stored with blocks renders at that slug. `{product}` in
 * a stored slug or text stands for the brand slug or name and is filled in when served.
 */
export const StaticPage = z
  .object({
    slug: Slug,
    title: z.string().min(5),
    description: z.string().min(40).max(300),
    category: z.string().min(2),
    body: ContentBody,
    updatedOn: z.iso.date(),
  })
  .meta({ id: 'StaticPage' });
export type StaticPage = z.infer<typeof StaticPage>;

export const StaticPageIndex = z
  .object({ pages: z.array(StaticPage.pick({ slug: true, title: true, category: true })) })
  .meta({ id: 'StaticPageIndex' });
export type StaticPageIndex = z.infer<typeof StaticPageIndex>;

/**
 * SPEC.md §2: a page-builder page maps to a category derived from its slug: the brand prefix
 * is dropped (`meridian-office` → `office`) and the rest names the category.
 */
export function pageCategoryFromSlug(slug: string, brandSlug: string): string {
  const prefix = `${brandSlug}-`;
  return slug.startsWith(prefix) ? slug.slice(prefix.length) : slug;
}

/** Replaces `{product}` with the brand slug (in slugs) or name (in text). */
export function withBrand(text: string, brandValue: string): string {
  return text.replaceAll('{product}', brandValue);
}
