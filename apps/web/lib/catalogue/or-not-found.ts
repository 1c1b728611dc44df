import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '../api/api-error.ts';

/** Runs an API call; its 404 (or a 400 for a malformed slug) becomes the page's 404. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
