import { ContentBody } from '@meridian/domain/content/blocks';
import {
  pageCategoryFromSlug,
  withBrand,
  type StaticPage,
  type StaticPageIndex,
} from '@meridian/domain/content/pages';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findPublishedPage, listPublishedPages } from './repo.ts';

export interface Brand {
  name: string;
  slug: string;
}

const BRAND_TOKEN = '{product}';

/** Stored slugs say `{product}-office`; the public slug carries the configured brand. */
function storedSlugOf(publicSlug: string, brand: Brand): string {
  const prefix = `${brand.slug}-`;
  return publicSlug.startsWith(prefix) ? `${BRAND_TOKEN}-${publicSlug.slice(prefix.length)}` : publicSlug;
}

export async function getPageOrThrow(db: Db, publicSlug: string, brand: Brand): Promise<StaticPage> {
  const row = await findPublishedPage(db, storedSlugOf(publicSlug, brand));
  if (!row) throw new AppError('NOT_FOUND', `no page ${publicSlug}`);
  return {
    slug: publicSlug,
    title: withBrand(row.title, brand.name),
    description: withBrand(row.description, brand.name),
    category: pageCategoryFromSlug(publicSlug, brand.slug),
    body: ContentBody.parse(JSON.parse(withBrand(JSON.stringify(row.body), brand.name))),
    updatedOn: row.updatedOn,
  };
}

export async function listPages(db: Db, brand: Brand): Promise<StaticPageIndex> {
  const rows = await listPublishedPages(db);
  return {
    pages: rows.map((row) => {
      const slug = withBrand(row.slug, brand.slug);
      return {
        slug,
        title: withBrand(row.title, brand.name),
        category: pageCategoryFromSlug(slug, brand.slug),
      };
    }),
  };
}
