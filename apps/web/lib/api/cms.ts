import { SeoMeta, type SeoMetaQuery } from '@meridian/domain/seo/schemas';
import type { ApiClient } from './http-client.ts';

/** GET {cms}/meta?url=…&category=…: title, description, canonical, redirect or custom status. */
export function getSeoMeta(api: ApiClient, query: SeoMetaQuery, timeoutMs: number): Promise<SeoMeta> {
  return api.request('cms', '/meta', { query, schema: SeoMeta, timeoutMs, cache: 'no-store' });
}
