import 'server-only';
import { headers } from 'next/headers';
import { originFromHeaders } from './origin-from-headers.ts';

/** Origin of the current request, for absolute URLs in metadata, sitemaps and structured data. */
export async function requestOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}
