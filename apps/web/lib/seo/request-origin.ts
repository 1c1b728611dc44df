import 'server-only';
import { headers } from 'next/headers';
import { originFromHeaders } from './origin-from-headers.ts';
import { currentVariant } from '@/lib/variant/current-variant.ts';

/** Origin the page was asked on (its variant's), for absolute URLs in metadata and structured data. */
export async function requestOrigin(): Promise<string> {
  return (await currentVariant()).origin;
}

/** The same for route handlers (sitemaps), which have no variant and read the request itself. */
export async function routeHandlerOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}
