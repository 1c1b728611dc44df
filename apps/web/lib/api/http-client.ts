import type { z } from 'zod';
import type { ServiceName } from '@meridian/domain/health';
import { REQUEST_ID_HEADER } from '@meridian/domain/request-id';
import { ApiError } from './api-error.ts';
import { apiErrorOf } from './api-error-envelope.ts';
import { processRefreshFlights, type RefreshFlights } from './refresh-flights.ts';
import type { ServiceCall } from './service-call.ts';
import type { IssuedTokens, TokenStore } from './token-store.ts';

/** Calls that must go out without a bearer token even when one is stored (SPEC.md §6). */
const UNAUTHENTICATED_PATHS = ['apis/update-location-details', 'vpc-only/user'];

export interface RequestOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  schema: T;
  timeoutMs?: number;
  /** Next.js data-cache hints for content calls, e.g. `{ revalidate: 300 }`. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  /** The visitor's address, passed on so the API's rate limits count the visitor, not this server. */
  forwardedFor?: string | undefined;
  /** The id the API logs this call under (the proxy passes one per visitor request). */
  requestId?: string | undefined;
}

type SendOptions = Omit<RequestOptions<z.ZodType>, 'schema'>;

export interface ApiClientOptions {
  baseUrls: Record<ServiceName, string>;
  tokens: TokenStore;
  supportEmail: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Refreshes shared with other clients; by default every client of this server process. */
  refreshFlights?: RefreshFlights;
  /** The visitor's address for every call that names none (a route handler acting for the visitor). */
  forwardedFor?: string | undefined;
}

export interface ApiClient {
  request: ServiceCall<RequestOptions<z.ZodType>>;
}

/** The pair a refresh answers; the refresh token rotates, so a new one comes with each access token. */
function issuedTokensOf(value: unknown): IssuedTokens | undefined {
  const body = value as { access_token?: unknown; refresh_token?: unknown } | null;
  const accessToken = body?.access_token;
  const refreshToken = body?.refresh_token;
  return typeof accessToken === 'string' && accessToken && typeof refreshToken === 'string' && refreshToken
    ? { accessToken, refreshToken }
    : undefined;
}

/**
 * The typed client every page and proxy route uses. On a 401 with both tokens stored, the first
 * failing call starts one refresh; calls failing meanwhile, in this client or any other of the
 * process, wait for it and are replayed with the new access token; the new pair is stored, and if
 * refresh fails the stored credentials are cleared (SPEC.md §4).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;
  const flights = options.refreshFlights ?? processRefreshFlights();

  function url(service: ServiceName, path: string, query?: SendOptions['query']): string {
    const target = new URL(`${options.baseUrls[service]}${path.startsWith('/') ? path : `/${path}`}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function send(
    service: ServiceName,
    path: string,
    request: SendOptions,
    accessToken: string | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip',
    };
    // A FormData body sets its own multipart content type, boundary included.
    const multipart = request.body instanceof FormData;
    if (request.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (accessToken && !UNAUTHENTICATED_PATHS.some((p) => path.includes(p))) {
      headers.authorization = `Bearer ${accessToken}`;
    }
    const country = options.tokens.read().country;
    if (country) headers['x-country'] = country;
    const forwardedFor = request.forwardedFor ?? options.forwardedFor;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (request.requestId) headers[REQUEST_ID_HEADER] = request.requestId;

    const init: RequestInit & { next?: SendOptions['next'] } = {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined || multipart
          ? (request.body as FormData | undefined)
          : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs),
    };
    if (request.next) init.next = request.next;
    if (request.cache) init.cache = request.cache;
    try {
      return await doFetch(url(service, path, request.query), init);
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw ApiError.timeout();
      }
      throw ApiError.noResponse();
    }
  }

  async function refreshTokens(refreshToken: string): Promise<IssuedTokens | undefined> {
    try {
      const res = await send('auth', '/refresh', { query: { refreshToken } }, undefined);
      return res.ok ? issuedTokensOf(await res.json()) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whoever fails first starts the refresh; everyone else, here or in another client, awaits it. */
  async function sharedRefresh(refreshToken: string): Promise<string | undefined> {
    const tokens = await flights.run(refreshToken, () => refreshTokens(refreshToken));
    if (tokens) options.tokens.save(tokens);
    else options.tokens.clear();
    return tokens?.accessToken;
  }

  async function failure(res: Response): Promise<ApiError> {
    const body: unknown = await res.json().catch(() => undefined);
    return apiErrorOf(res.status, body, { supportEmail: options.supportEmail });
  }

  return {
    async request(service, path, request) {
      const sentWith = options.tokens.read().accessToken;
      let res = await send(service, path, request, sentWith);

      if (res.status === 401) {
        const { accessToken, refreshToken } = options.tokens.read();
        if (sentWith && refreshToken) {
          // If another call already refreshed while this one was in flight, just replay.
          const fresh =
            accessToken && accessToken !== sentWith ? accessToken : await sharedRefresh(refreshToken);
          if (fresh) res = await send(service, path, request, fresh);
        }
      }
      if (!res.ok) throw await failure(res);
      const body: unknown = res.status === 204 ? undefined : await res.json();
      return request.schema.parse(body);
    },
  };
}
