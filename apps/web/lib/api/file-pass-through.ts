import { webConfig } from '@/lib/env.ts';

const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;

/**
 * Streams a file an API service generates (an e-book or brochure PDF, a CSV export): the JSON proxy
 * under /api parses bodies as JSON, so a file needs its own pass-through. `onFailure` answers when
 * the service refuses (its status) or cannot be reached (undefined). `authorization` is sent for a
 * signed-in person's file; `timeoutMs` allows a long download more than the API's usual wait;
 * `cacheControl` lets a public file that never changes be kept (a private one is never stored).
 */
export async function passThroughFile(
  url: string,
  onFailure: (status: number | undefined) => Response,
  options: { authorization?: string; timeoutMs?: number; cacheControl?: string } = {},
): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      cache: 'no-store',
      headers: options.authorization ? { authorization: options.authorization } : {},
      signal: AbortSignal.timeout(options.timeoutMs ?? webConfig().API_TIMEOUT_MS),
    });
  } catch {
    return onFailure(undefined);
  }
  if (!upstream.ok || !upstream.body) return onFailure(upstream.status);
  const headers = new Headers({ 'cache-control': options.cacheControl ?? 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
