import type { z } from 'zod';
import { ApiErrorResponse, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import { BASE_PATH } from '@meridian/domain/base-path';
import type { ServiceName } from '@meridian/domain/health';
import { ApiError } from './api-error.ts';

/**
 * A browser call through the same-origin proxy (`{base path}/api/<service>/…`), parsed with the
 * response schema; failures carry the catalogue text the proxy sent.
 */
export async function proxyGet<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  options: { query?: Record<string, string | number | undefined>; schema: T; signal?: AbortSignal },
): Promise<z.output<T>> {
  const url = new URL(`${BASE_PATH}/api/${service}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: options.signal ?? null });
  } catch {
    throw ApiError.noResponse();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = ApiErrorResponse.safeParse(body);
    throw new ApiError({
      status: res.status,
      errorCode: parsed.success ? parsed.data.errorCode : undefined,
      message: parsed.success ? parsed.data.message : NO_RESPONSE_MESSAGE,
    });
  }
  return options.schema.parse(body);
}
