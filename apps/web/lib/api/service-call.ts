import type { z } from 'zod';
import { BASE_PATH } from '@meridian/domain/base-path';
import { ApiErrorResponse, NO_RESPONSE_MESSAGE } from '@meridian/domain/error-catalogue';
import type { ServiceName } from '@meridian/domain/health';
import { ApiError } from './api-error.ts';

/**
 * A browser call to a service through the same-origin proxy (`{base path}/api/<service>/…`).
 * Failures become `ApiError` carrying the catalogue text the API chose, so forms can show it.
 */
export async function callService<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  schema: T,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
): Promise<z.output<T>> {
  let res: Response;
  try {
    res = await fetch(`${BASE_PATH}/api/${service}${path}`, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw ApiError.noResponse();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = ApiErrorResponse.safeParse(body);
    throw new ApiError({
      status: res.status,
      errorCode: error.success ? error.data.errorCode : undefined,
      message: error.success ? error.data.message : NO_RESPONSE_MESSAGE,
    });
  }
  return schema.parse(body);
}
