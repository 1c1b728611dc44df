import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Path of the first string holding a NUL character, e.g. `body.extraFields.utm_source`. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // An uploaded file's bytes are stored as bytes, where NUL is an ordinary value.
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, `${path}.${key}`) ?? nulPath(key, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a value with one would fail deep in a query as a
 * 500. Every request is checked before validation instead, and refused with the field named.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', refuseNulIn);
}

/**
 * The check itself. A multipart route runs it again as its own preValidation hook: its fields
 * reach the body only in the multipart plugin's hook, after the app-wide one has run.
 */
export async function refuseNulIn(request: FastifyRequest): Promise<void> {
  const field =
    nulPath(request.params, 'params') ??
    nulPath(request.query, 'querystring') ??
    nulPath(request.body, 'body');
  if (field) throw new AppError('BAD_REQUEST', 'must not contain a NUL character', { field });
}
