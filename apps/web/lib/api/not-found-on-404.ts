import { notFound } from 'next/navigation';
import { ApiError } from './api-error.ts';

/**
 * How the API says a page cannot exist: 404 no such record, 400 a segment that cannot be a slug,
 * 414 a segment longer than any slug.
 */
const NO_SUCH_PAGE = new Set([400, 404, 414]);

/** Awaits a content call; when the API says there is no such page, renders the not-found page; anything else throws. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && NO_SUCH_PAGE.has(error.status)) notFound();
    throw error;
  }
}
