import { BASE_PATH } from '@meridian/domain/base-path';
import { ApiErrorResponse, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import type { ServiceName } from '@meridian/domain/health';
import type { z } from 'zod';

/**
 * Calls a service from the browser through the same-origin proxy, which adds credentials. Failures
 * reject with the catalogue message the proxy sent (or the connection text when nothing came back).
 */
export async function browserApi<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  options: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown; schema: T },
): Promise<z.output<T>> {
  const url = `${BASE_PATH}/api/${service}${path}${options.query ? `?${new URLSearchParams(options.query)}` : ''}`;
  let res: Response;
  try {
    const { body } = options;
    res = await fetch(url, {
      method: options.method ?? 'GET',
      // A FormData body (a file upload) goes as multipart, with the content type fetch gives it.
      headers:
        body === undefined || body instanceof FormData
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new Error(NO_RESPONSE_MESSAGE);
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = ApiErrorResponse.safeParse(json);
    throw new Error(error.success ? error.data.message : NO_RESPONSE_MESSAGE);
  }
  return options.schema.parse(json);
}
