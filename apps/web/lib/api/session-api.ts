import 'server-only';
import { headers } from 'next/headers';
import { webConfig } from '@/lib/env.ts';
import { visitorAddress } from '@/lib/visitor/visitor-address.ts';
import { cookieTokenStore } from './cookie-token-store.ts';
import { createApiClient, type ApiClient } from './http-client.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The client of a route handler acting for the visitor: it sends the bearer token of their
 * cookies, keeps the tokens a refresh brings in them, and passes the visitor's address on (only
 * as the connection or a trusted front proxy gives it) so the API's limits count the visitor.
 */
export async function sessionApi(): Promise<{ api: ApiClient; tokens: TokenStore }> {
  const config = webConfig();
  const tokens = await cookieTokenStore();
  const api = createApiClient({
    baseUrls: config.serviceUrls,
    tokens,
    supportEmail: config.SUPPORT_EMAIL,
    timeoutMs: config.API_TIMEOUT_MS,
    forwardedFor: visitorAddress(await headers(), config.trustedProxies),
  });
  return { api, tokens };
}
