import { contentApi } from '../../lib/api/content-api.ts';
import { getSitemapEntries } from '../../lib/api/catalogue.ts';
import { requestOrigin } from '../../lib/seo/request-origin.ts';
import { sitemapIndexXml, sitemapParts, XML_HEADERS } from '../../lib/seo/sitemap.ts';

// Built per request: URLs carry the request's origin, and the data comes from the API's cache.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: an index of the split sitemaps, each with the latest change of its pages. */
export async function GET(): Promise<Response> {
  const parts = sitemapParts(await getSitemapEntries(contentApi()));
  return new Response(sitemapIndexXml(await requestOrigin(), parts), { headers: XML_HEADERS });
}
