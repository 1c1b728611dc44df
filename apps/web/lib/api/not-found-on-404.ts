import { notFound } from 'next/navigation';
import { ApiError } from './api-error.ts';

/** Awaits a content call; a 404 from the API renders the not-found page, anything else throws. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
