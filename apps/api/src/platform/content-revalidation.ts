import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { sitePath } from '@meridian/domain/routes/site-routes';
import {
  CONTENT_REVALIDATION_PATH,
  MAX_REVALIDATE_TAGS,
  type RevalidateRequest,
} from '@meridian/domain/content/revalidation';

/** Where this API reaches the web app to revalidate its cached pages; unset, it relies on their 60 s refresh. */
export const ContentRevalidationTarget = {
  WEB_INTERNAL_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

export type RevalidateContent = (tags: RevalidateRequest['tags']) => Promise<void>;

/**
 * `revalidateContent(tags)`: tells the web app that content under these cache tags changed (the
 * tags are listed in README "Caching"), so the next visit renders it afresh. A publish never fails
 * for it: without WEB_INTERNAL_URL and CONTENT_REVALIDATE_SECRET it logs and does nothing, and a
 * web app that does not answer is logged, the pages catching up within 60 s.
 */
export function createContentRevalidation(options: {
  webUrl: string | undefined;
  secret: string | undefined;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}): RevalidateContent {
  const { webUrl, secret, log } = options;
  const doFetch = options.fetch ?? fetch;
  return async (tags) => {
    if (tags.length === 0) return;
    if (!webUrl || !secret) {
      log.info({ tags }, 'content revalidation not configured; pages refresh within 60 s');
      return;
    }
    // A catalogue import may touch more universities than one request may name.
    for (let start = 0; start < tags.length; start += MAX_REVALIDATE_TAGS) {
      const batch = tags.slice(start, start + MAX_REVALIDATE_TAGS);
      try {
        const res = await doFetch(`${webUrl.replace(/\/+$/, '')}${sitePath(CONTENT_REVALIDATION_PATH)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: batch }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) log.warn({ tags: batch, status: res.status }, 'content revalidation refused');
      } catch (error) {
        log.warn({ tags: batch, err: error }, 'content revalidation failed');
      }
    }
  };
}
