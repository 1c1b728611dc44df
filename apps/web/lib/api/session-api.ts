import 'server-only';
import { webConfig } from '@/lib/env.ts';
import { cookieTokenStore } from './cookie-token-store.ts';
import { createApiClient, type ApiClient } from './http-client.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The client of a route handler acting for the visitor: it sends the bearer token of their
 * cookies and keeps the tokens a refresh brings in them.
 */
export async function sessionApi(): Promise<{ api: ApiClient; tokens: TokenStore }> {
  const config = webConfig();
  const tokens = await cookieTokenStore();
  const api = createApiClient({
    baseUrls: config.serviceUrls,
    tokens,
    supportEmail: config.SUPPORT_EMAIL,
    timeoutMs: config.API_TIMEOUT_MS,
  });
  return { api, tokens };
}
