import { StaleContentList } from '@meridian/domain/content/stale-content';
import { browserClient } from './browser-client.ts';

/** GET {cms}/admin/content/stale: pages whose facts are due for a check (editors only); unset age: the configured one. */
export function listStaleContent(olderThanDays?: number): Promise<StaleContentList> {
  return browserClient.request('cms', '/admin/content/stale', {
    query: { olderThanDays },
    schema: StaleContentList,
  });
}
