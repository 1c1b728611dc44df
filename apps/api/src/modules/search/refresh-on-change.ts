import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client.ts';
import type { RevalidateContent } from '#api/platform/content-revalidation.ts';
import { refreshSearchIndex } from './index.service.ts';

/**
 * Every publish and import tells the web app which cached pages changed; the search index is
 * rebuilt at the same moment, so a saved article is found as soon as its page shows it. A failed
 * rebuild is logged and never fails the publish: the next one catches up.
 */
export function refreshSearchOnChange(
  revalidate: RevalidateContent,
  deps: { db: Db; log: FastifyBaseLogger },
): RevalidateContent {
  return async (tags) => {
    await revalidate(tags);
    if (tags.length === 0) return;
    try {
      await refreshSearchIndex(deps.db);
    } catch (error) {
      deps.log.error({ err: error }, 'search index refresh failed');
    }
  };
}
