import { StaticPage } from '@meridian/domain/content/pages';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** GET {cms}/pages/{slug}: a published page-builder page. */
export function getBuilderPage(api: ApiClient, slug: string): Promise<StaticPage> {
  return api.request('cms', `/pages/${encodeURIComponent(slug)}`, {
    schema: StaticPage,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['pages', `page:${slug}`] },
  });
}
