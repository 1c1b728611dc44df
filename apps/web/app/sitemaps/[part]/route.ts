import { contentApi } from '@/lib/api/content-api.ts';
import { routeHandlerOrigin, routeHandlerRegion } from '@/lib/seo/request-origin.ts';
import { loadSitemapParts, urlsetXml, XML_HEADERS } from '@/lib/seo/sitemap.ts';

type Context = { params: Promise<{ part: string }> };

// Built per request: URLs carry the request's origin, and the data comes from the API's cache.
export const dynamic = 'force-dynamic';

/** /sitemaps/{name}.xml: one part of the split sitemap. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { part } = await context.params;
  const urls = (await loadSitemapParts(contentApi(), await routeHandlerRegion())).get(
    part.replace(/\.xml$/, ''),
  );
  if (!part.endsWith('.xml') || !urls) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(await routeHandlerOrigin(), urls), { headers: XML_HEADERS });
}
