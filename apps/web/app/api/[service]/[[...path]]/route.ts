import { z } from 'zod';
import type { NextRequest } from 'next/server';
import { SERVICES, type ServiceName } from '@meridian/domain/health';
import type { ErrorCode } from '@meridian/domain/error-catalogue';
import { webConfig } from '@/lib/env.ts';
import { sessionApi } from '@/lib/api/session-api.ts';
import type { TokenStore } from '@/lib/api/token-store.ts';
import { AuthTokens } from '@meridian/domain/auth/schemas';
import { ApiError } from '@/lib/api/api-error.ts';
import { envelopeOf } from '@/lib/api/api-error-envelope.ts';
import { isCrossSiteRequest, readProxyBody } from '@/lib/api-proxy/proxy-guards.ts';
import { isRefusedCall, startsSession } from '@/lib/api-proxy/proxied-calls.ts';
import { isDecodablePath } from '@/lib/api-proxy/unroutable-path.ts';
import { apiRefusal } from '@/lib/api-proxy/api-refusal.ts';
import { logServerEvent } from '@/lib/log/server-log.ts';
import { REQUEST_ID_HEADER, acceptedRequestId } from '@meridian/domain/request-id';

export const dynamic = 'force-dynamic';

// Optional catch-all: `/api/lead` itself is a call too (POST {lead}/ is the enquiry).
type Context = { params: Promise<{ service: string; path?: string[] }> };

const isService = (value: string): value is ServiceName => (SERVICES as readonly string[]).includes(value);

/**
 * Tokens in an answer never reach the page's JavaScript; only those of a verified OTP go into the
 * httpOnly cookies (`save`), so no other answer can sign the visitor in (issue 28).
 */
function keepTokens(data: unknown, tokens: TokenStore, save: boolean): unknown {
  const issued = AuthTokens.safeParse(data);
  if (!issued.success) return data;
  if (save) tokens.save({ accessToken: issued.data.access_token, refreshToken: issued.data.refresh_token });
  const { access_token: _access, refresh_token: _refresh, ...rest } = data as Record<string, unknown>;
  return rest;
}

/**
 * The same-origin proxy client components call (`{base path}/api/<service>/...`): it attaches
 * the bearer token from the httpOnly cookie, refreshes it once for concurrent 401s and keeps the
 * tokens a verified OTP brings, so the browser's JavaScript never sees a token (ARCHITECTURE.md).
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const config = webConfig();
  // The id of this visitor request in both apps' logs, echoed to the browser: a balancer's, or new.
  const requestId = acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
  const traced = { [REQUEST_ID_HEADER]: requestId };
  const refuse = (errorCode: ErrorCode) => apiRefusal(errorCode, config.SUPPORT_EMAIL, traced);
  if (isCrossSiteRequest(request.method, request.headers)) return refuse('CROSS_SITE_REQUEST');
  // Checked before the path parameters are read: decoding a malformed escape throws.
  if (!isDecodablePath(request.nextUrl.pathname)) return refuse('BAD_REQUEST');
  const { service, path = [] } = await context.params;
  if (!isService(service) || isRefusedCall(service, path)) return refuse('NOT_FOUND');

  let body: unknown;
  if (request.method !== 'GET' && request.method !== 'DELETE') {
    const read = await readProxyBody(request, config.DOCUMENT_MAX_BYTES);
    if ('refusal' in read) return refuse(read.refusal);
    body = read.body;
  }

  const { api, tokens } = await sessionApi();
  try {
    const data = await api.request(service, `/${path.map(encodeURIComponent).join('/')}`, {
      method: request.method as 'GET',
      query: Object.fromEntries(request.nextUrl.searchParams),
      body,
      schema: z.unknown(),
      cache: 'no-store',
      requestId,
    });
    const answer = keepTokens(data, tokens, startsSession(service, path, request.method));
    return Response.json(answer, { headers: { 'cache-control': 'no-store', ...traced } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Status 0 means the API never answered: the browser gets 502 with the connection text.
    if (!error.status) {
      logServerEvent('error', 'API did not answer', { requestId, service, method: request.method });
    }
    return Response.json(envelopeOf(error), { status: error.status || 502, headers: traced });
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
