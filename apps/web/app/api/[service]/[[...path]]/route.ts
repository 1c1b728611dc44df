import { z } from 'zod';
import type { NextRequest } from 'next/server';
import { SERVICES, type ServiceName } from '@meridian/domain/health';
import { errorMessageFor, type ApiErrorResponse } from '@meridian/domain/error-catalogue';
import { webConfig } from '@/lib/env.ts';
import { createApiClient } from '@/lib/api/http-client.ts';
import { cookieTokenStore } from '@/lib/api/cookie-token-store.ts';
import { ApiError, envelopeOf } from '@/lib/api/api-error.ts';

export const dynamic = 'force-dynamic';

// Optional catch-all: `/api/lead` itself is a call too (POST {lead}/ is the enquiry).
type Context = { params: Promise<{ service: string; path?: string[] }> };

const isService = (value: string): value is ServiceName => (SERVICES as readonly string[]).includes(value);

/**
 * The same-origin proxy client components call (`/study-abroad/api/<service>/...`): it attaches
 * the bearer token from the httpOnly cookie and refreshes it once for concurrent 401s, so the
 * browser's JavaScript never sees a token (ARCHITECTURE.md).
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const { service, path = [] } = await context.params;
  const config = webConfig();
  const errorBody = (status: number, errorCode: string): ApiErrorResponse => ({
    status: false,
    errorCode,
    message: errorMessageFor({ status, errorCode, supportEmail: config.SUPPORT_EMAIL }),
  });
  if (!isService(service)) return Response.json(errorBody(404, 'NOT_FOUND'), { status: 404 });

  let body: unknown;
  if (request.method !== 'GET' && request.method !== 'DELETE') {
    // A multipart upload is passed on as form data; otherwise an empty body is allowed (e.g. a
    // POST whose data is in the query) and a malformed JSON one is not.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    try {
      if (multipart) {
        body = await request.formData();
      } else {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
    } catch {
      return Response.json(errorBody(400, 'BAD_REQUEST'), { status: 400 });
    }
  }

  const api = createApiClient({
    baseUrls: config.serviceUrls,
    tokens: await cookieTokenStore(),
    supportEmail: config.SUPPORT_EMAIL,
    timeoutMs: config.API_TIMEOUT_MS,
  });
  try {
    const data = await api.request(service, `/${path.map(encodeURIComponent).join('/')}`, {
      method: request.method as 'GET',
      query: Object.fromEntries(request.nextUrl.searchParams),
      body,
      schema: z.unknown(),
      cache: 'no-store',
    });
    return Response.json(data, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Status 0 means the API never answered: the browser gets 502 with the connection text.
    return Response.json(envelopeOf(error), { status: error.status || 502 });
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
