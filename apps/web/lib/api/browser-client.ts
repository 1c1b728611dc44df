import type { z } from 'zod';
import { BASE_PATH } from '@meridian/domain/base-path';
import type { ServiceName } from '@meridian/domain/health';
import { ApiError } from './api-error.ts';
import { apiErrorOf } from './api-error-envelope.ts';
import type { ServiceCall } from './service-call.ts';

type Query = Record<string, string | number | boolean | undefined>;

export interface BrowserRequest<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  schema: T;
  /** The caller's cancel (TanStack Query passes one); a cancelled call rejects with its reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface BrowserUpload<T extends z.ZodType> extends Omit<BrowserRequest<T>, 'method' | 'body'> {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** How much of the body has gone, from 0 to 1, as the browser sends it. */
  onProgress?: (fraction: number) => void;
}

export interface BrowserClient {
  request: ServiceCall<BrowserRequest<z.ZodType>>;
  upload: ServiceCall<BrowserUpload<z.ZodType>>;
}

/**
 * Longer than the proxy's own wait for the API (API_TIMEOUT_MS, 8 s by default, and a token
 * refresh), so the proxy's answer arrives first whenever it can.
 */
const REQUEST_TIMEOUT_MS = 20_000;
/** A file goes at the visitor's upload speed: allow a 10 MB file on a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

function proxyUrl(service: ServiceName, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `${BASE_PATH}/api/${service}${path}${search}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The result of a finished exchange: the parsed body, or the one typed error. */
function settle<T extends z.ZodType>(status: number, text: string, schema: T): z.output<T> {
  const body = parseJson(text);
  if (status < 200 || status >= 300) throw apiErrorOf(status, body);
  return schema.parse(body);
}

/**
 * The client components' way to the API: every call goes through the same-origin proxy
 * (`{base path}/api/<service>/…`), which adds the credentials from the httpOnly cookie, and every
 * failure is an `ApiError` with the catalogue text, its code and the field at fault.
 */
export function createBrowserClient(
  options: { fetch?: typeof fetch; xhr?: () => XMLHttpRequest } = {},
): BrowserClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const newXhr = options.xhr ?? (() => new XMLHttpRequest());

  return {
    async request(service, path, request) {
      const { body, signal } = request;
      const multipart = body instanceof FormData;
      const timeout = AbortSignal.timeout(request.timeoutMs ?? REQUEST_TIMEOUT_MS);
      let res: Response;
      try {
        res = await doFetch(proxyUrl(service, path, request.query), {
          method: request.method ?? 'GET',
          // A FormData body sets its own multipart content type, boundary included.
          headers: {
            accept: 'application/json',
            ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined || multipart ? body : JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch {
        if (signal?.aborted) throw signal.reason;
        throw timeout.aborted ? ApiError.timeout() : ApiError.noResponse();
      }
      return settle(res.status, await res.text().catch(() => ''), request.schema);
    },

    // fetch cannot report how much of a body has been sent; XMLHttpRequest can.
    upload(service, path, upload) {
      return new Promise((resolve, reject) => {
        const xhr = newXhr();
        xhr.open(upload.method ?? 'POST', proxyUrl(service, path, upload.query));
        xhr.setRequestHeader('accept', 'application/json');
        xhr.timeout = upload.timeoutMs ?? UPLOAD_TIMEOUT_MS;
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) upload.onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          try {
            resolve(settle(xhr.status, xhr.responseText, upload.schema));
          } catch (error) {
            reject(error);
          }
        };
        xhr.onerror = () => reject(ApiError.noResponse());
        xhr.ontimeout = () => reject(ApiError.timeout());
        xhr.onabort = () => reject(upload.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        if (upload.signal?.aborted) {
          xhr.abort();
          return;
        }
        upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(upload.body);
      });
    },
  };
}

export const browserClient = createBrowserClient();

/** The forms' call: `body` POSTed as JSON to a service's path, the answer read with `schema`. */
export function postJson<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  body: unknown,
  schema: T,
): Promise<z.output<T>> {
  return browserClient.request(service, path, { method: 'POST', body, schema });
}
