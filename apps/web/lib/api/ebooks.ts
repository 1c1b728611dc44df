import { z } from 'zod';
import {
  EbookCategoryCount,
  EbookDetail,
  EbookSummary,
  type EbookListQuery,
} from '@meridian/domain/content/ebooks';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

const cached = { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['ebooks'] } };

/** GET {webinar}/ebooks, optionally by category, featured or newly added. */
export function listEbooks(api: ApiClient, query: EbookListQuery = {}): Promise<EbookSummary[]> {
  return api.request('webinar', '/ebooks', { query, schema: z.array(EbookSummary), ...cached });
}

/** GET {webinar}/ebooks/category. */
export function listEbookCategories(api: ApiClient): Promise<EbookCategoryCount[]> {
  return api.request('webinar', '/ebooks/category', { schema: z.array(EbookCategoryCount), ...cached });
}

/** GET {webinar}/ebooks/{slug}. */
export function getEbook(api: ApiClient, slug: string): Promise<EbookDetail> {
  return api.request('webinar', `/ebooks/${encodeURIComponent(slug)}`, { schema: EbookDetail, ...cached });
}
