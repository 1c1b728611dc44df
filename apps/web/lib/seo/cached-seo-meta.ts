import 'server-only';
import { pageCategoryForPath } from '@meridian/domain/seo/page-category';
import type { SeoMeta } from '@meridian/domain/seo/schemas';
import { contentApi, CONTENT_REVALIDATE_SECONDS } from '@/lib/api/content-api.ts';
import { getSeoMeta } from '@/lib/api/cms.ts';
import { webConfig } from '@/lib/env.ts';

/**
 * The editor's SEO meta of a page address, from the data cache (tag `seo-meta`), so a cached page
 * is rebuilt with the meta of its time. A slow or failing meta service leaves the page's defaults.
 */
export async function cachedSeoMeta(path: string): Promise<SeoMeta | undefined> {
  try {
    return await getSeoMeta(
      contentApi(),
      { url: path, category: pageCategoryForPath(path) },
      {
        timeoutMs: webConfig().META_API_TIMEOUT_MS,
        next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['seo-meta'] },
      },
    );
  } catch {
    return undefined;
  }
}
