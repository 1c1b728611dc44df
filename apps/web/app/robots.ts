import type { MetadataRoute } from 'next';
import { sitePath, siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { routeHandlerOrigin } from '@/lib/seo/request-origin.ts';

// Built per request, like the sitemap index it names: the address carries the request's region.
export const dynamic = 'force-dynamic';

/**
 * /robots.txt (the host root's redirects here): crawlers may read every page but the back office
 * and the same-origin API, and find the sitemap index.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: '*', disallow: [sitePath('/admin/'), sitePath('/api/')] },
    sitemap: siteUrl(await routeHandlerOrigin(), siteRoutes.sitemapIndex()),
  };
}
