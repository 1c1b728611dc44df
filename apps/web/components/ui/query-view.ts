import { STATUS_MESSAGES } from '@meridian/domain/error-catalogue';
import { ApiError } from '@/lib/api/api-error.ts';

/** What a call the API refused for who is asking leads to: log in again (401), or the not-allowed page (403). */
export type Refusal = { state: 'log-in' } | { state: 'not-allowed'; message: string };

/** What a page shows for one query: its data, word that it loads, a refusal, or the failure's text. */
export type QueryView<T> =
  | { state: 'ready'; data: T }
  | { state: 'loading' }
  | Refusal
  | { state: 'failed'; error: Error; message: string };

/** The part of a TanStack query result a page's state is decided from. */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
}

export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return { state: 'log-in' };
  if (error.status === 403) return { state: 'not-allowed', message: error.message };
  return undefined;
}

/**
 * Data once there is some (a failed refetch keeps showing it); until then the failure, if any;
 * else loading. A failure that is not the API's (a response that did not match its schema) shows
 * the catalogue's 500 text rather than its own.
 */
export function queryView<T>(query: QueryLike<T>): QueryView<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data };
  if (!query.error) return { state: 'loading' };
  return refusalOf(query.error) ?? { state: 'failed', error: query.error, message: failureText(query.error) };
}

/** The API's catalogue text of a failure, or the catalogue's 500 text for any other error. */
export function failureText(error: Error): string {
  return error instanceof ApiError ? error.message : STATUS_MESSAGES[500]!;
}
