import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_INPUT_DEPTH } from '@meridian/domain/input-depth';
import { AppError } from './app-error.ts';

/** A UTF-16 surrogate not in a pair (in a `u` pattern a pair is one code point, never `Cs`). */
const LONE_SURROGATE = /\p{Cs}/gu;

/** Why PostgreSQL text could not hold a string: a NUL character, or a lone UTF-16 surrogate. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (text.search(LONE_SURROGATE) !== -1) return 'must be valid Unicode text';
  return undefined;
}

/**
 * The first value of a request part that could not be stored, with its path (e.g.
 * `body.extraFields.utm_source`). The walk keeps its own stack, so a value nested a hundred
 * thousand levels deep is refused at the limit instead of exhausting the call stack.
 */
function unstorable(root: unknown, rootPath: string): { field: string; detail: string } | undefined {
  const pending = [{ value: root, path: rootPath, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      const detail = textProblem(value);
      if (detail) return { field: path, detail };
      continue;
    }
    // An uploaded file's bytes are stored as bytes, where any value is ordinary.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return { field: path, detail: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = `${path}.${key.replace(LONE_SURROGATE, '\uFFFD')}`;
      const keyDetail = textProblem(key);
      if (keyDetail) return { field: itemPath, detail: keyDetail };
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character or a lone surrogate, and nesting past its limits
 * fails deep in a query: each would be a 500. Every request is checked before validation instead,
 * and refused with the field named.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', refuseUnstorableInputIn);
}

/**
 * The check itself. A multipart route runs it again as its own preValidation hook: its fields
 * reach the body only in the multipart plugin's hook, after the app-wide one has run.
 */
export async function refuseUnstorableInputIn(request: FastifyRequest): Promise<void> {
  const found =
    unstorable(request.params, 'params') ??
    unstorable(request.query, 'querystring') ??
    unstorable(request.body, 'body');
  if (found) throw new AppError('BAD_REQUEST', found.detail, { field: found.field });
}
