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
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers:
        options.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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
