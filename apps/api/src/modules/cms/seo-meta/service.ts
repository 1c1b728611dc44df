import { EMPTY_SEO_META, SeoMeta, type SeoMetaQuery } from '@meridian/domain/seo/schemas';
import type { Db } from '../../../db/client.ts';
import { findSeoMetaByPath } from './repo.ts';

/** Strips query and trailing slash so `/study-abroad/usa/?x=1` finds the row for `/study-abroad/usa`. */
function normalisePath(url: string): string {
  const pathOnly = url.split(/[?#]/)[0] ?? '/';
  return pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
}

export async function getSeoMeta(db: Db, query: SeoMetaQuery): Promise<SeoMeta> {
  const row = await findSeoMetaByPath(db, normalisePath(query.url));
  if (!row) return EMPTY_SEO_META;
  return SeoMeta.parse({
    title: row.title,
    description: row.description,
    canonical: row.canonical,
    redirectUrl: row.redirectUrl,
    customStatus: row.customStatus,
  });
}
