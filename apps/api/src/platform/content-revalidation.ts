import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { sitePath } from '@meridian/domain/routes/site-routes';
import {
  CONTENT_REVALIDATION_PATH,
  MAX_REVALIDATE_TAGS,
  type RevalidateRequest,
} from '@meridian/domain/content/revalidation';

const WebUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * Where this API reaches the web app to revalidate its cached pages: one address, or each web
 * replica's separated by commas (each keeps its own record of revalidated tags). Unset, pages rely
 * on their 60 s refresh.
 */
export const ContentRevalidationTarget = {
  WEB_INTERNAL_URL: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(WebUrl)),
};

export type RevalidateContent = (tags: RevalidateRequest['tags']) => Promise<void>;

/**
 * `revalidateContent(tags)`: tells the web app that content under these cache tags changed (the
 * tags are listed in docs/architecture.md, "Caching"), so the next visit renders it afresh. A publish never fails
 * for it: without WEB_INTERNAL_URL and CONTENT_REVALIDATE_SECRET it logs and does nothing, and a
 * web app that does not answer is logged, the pages catching up within 60 s.
 */
export function createContentRevalidation(options: {
  webUrls: readonly string[];
  secret: string | undefined;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}): RevalidateContent {
  const { webUrls, secret, log } = options;
  const doFetch = options.fetch ?? fetch;
  const post = async (webUrl: string, tags: string[]) => {
    try {
      const res = await doFetch(`${webUrl.replace(/\/+$/, '')}${sitePath(CONTENT_REVALIDATION_PATH)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) log.warn({ webUrl, tags, status: res.status }, 'content revalidation refused');
    } catch (error) {
      log.warn({ webUrl, tags, err: error }, 'content revalidation failed');
    }
  };
  return async (tags) => {
    if (tags.length === 0) return;
    if (webUrls.length === 0 || !secret) {
      log.info({ tags }, 'content revalidation not configured; pages refresh within 60 s');
      return;
    }
    // A catalogue import may touch more universities than one request may name.
    for (let start = 0; start < tags.length; start += MAX_REVALIDATE_TAGS) {
      const batch = tags.slice(start, start + MAX_REVALIDATE_TAGS);
      await Promise.all(webUrls.map((webUrl) => post(webUrl, batch)));
    }
  };
}
