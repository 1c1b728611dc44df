import { contentApi } from '@/lib/api/content-api.ts';
import { routeHandlerOrigin, routeHandlerRegion } from '@/lib/seo/request-origin.ts';
import { loadSitemapParts, sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap.ts';

// Built per request: URLs carry the request's origin, and the data comes from the API's cache.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: an index of the split sitemaps, each with the latest change of its pages. */
export async function GET(): Promise<Response> {
  const parts = await loadSitemapParts(contentApi(), await routeHandlerRegion());
  return new Response(sitemapIndexXml(await routeHandlerOrigin(), parts), { headers: XML_HEADERS });
}
