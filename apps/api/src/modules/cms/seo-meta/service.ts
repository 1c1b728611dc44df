import { SiteOrHttpsAddress } from '@meridian/domain/cms/redirects';
import { EMPTY_SEO_META, SeoMeta, type SeoMetaQuery } from '@meridian/domain/seo/schemas';
import type { Db } from '#api/db/client.ts';
import { followRedirect } from '#api/modules/cms/admin/redirects.service.ts';
import { findSeoMetaByPath } from './repo.ts';

/** Strips query and trailing slash so `/study-abroad/usa/?x=1` finds the row for `/study-abroad/usa`. */
function normalisePath(url: string): string {
  const pathOnly = url.split(/[?#]/)[0] ?? '/';
  return pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
}

/** A redirect saved before the site-path-or-https rule held to another host or scheme: never followed. */
const unsafe = (url: string | null) => url !== null && !SiteOrHttpsAddress.safeParse(url).success;

/**
 * The page's meta overrides; an address the editors redirected (or marked gone or down) in the
 * back office answers that redirect or status, and the request counts as a hit on it.
 */
export async function getSeoMeta(db: Db, query: SeoMetaQuery, now: Date): Promise<SeoMeta> {
  const path = normalisePath(query.url);
  const row = await findSeoMetaByPath(db, path);
  const meta = row
    ? SeoMeta.parse({
        title: row.title,
        description: row.description,
        canonical: row.canonical,
        robots: row.robots,
        ...(unsafe(row.redirectUrl)
          ? { redirectUrl: null, customStatus: null }
          : { redirectUrl: row.redirectUrl, customStatus: row.customStatus }),
      })
    : EMPTY_SEO_META;
  if (meta.redirectUrl || meta.customStatus) return meta;
  const redirect = await followRedirect(db, path, now);
  if (!redirect || unsafe(redirect.toUrl)) return meta;
  return SeoMeta.parse({ ...meta, redirectUrl: redirect.toUrl, customStatus: redirect.status });
}
