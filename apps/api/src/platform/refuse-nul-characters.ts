import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Path of the first string holding a NUL character, e.g. `body.extraFields.utm_source`. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
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
  app.addHook('preValidation', async (request) => {
    const field =
      nulPath(request.params, 'params') ??
      nulPath(request.query, 'querystring') ??
      nulPath(request.body, 'body');
    if (field) throw new AppError('BAD_REQUEST', 'must not contain a NUL character', { field });
  });
}
