import 'server-only';
import { webConfig } from '@/lib/env.ts';
import { createApiClient, type ApiClient } from './http-client.ts';
import { ANONYMOUS_TOKENS } from './token-store.ts';

let client: ApiClient | undefined;

/**
 * The client server components use for public content: no credentials, so responses can be
 * shared through Next's data cache with revalidation.
 */
export function contentApi(): ApiClient {
  const config = webConfig();
  client ??= createApiClient({
    baseUrls: config.serviceUrls,
    tokens: ANONYMOUS_TOKENS,
    supportEmail: config.SUPPORT_EMAIL,
    timeoutMs: config.API_TIMEOUT_MS,
  });
  return client;
}

/**
 * How long content responses, and the cached pages built from them, are reused before the API is
 * asked again; publishing revalidates their tags at once (see docs/architecture.md "Caching").
 */
export const CONTENT_REVALIDATE_SECONDS = 60;
