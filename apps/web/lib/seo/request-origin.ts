import 'server-only';
import { headers } from 'next/headers';
import { regionFromHost, type Region } from '@meridian/domain/region/regions';
import { webConfig } from '@/lib/env.ts';
import { currentVariant } from '@/lib/variant/current-variant.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * The configured `PUBLIC_WEB_URL`, on the region's subdomain when the host chose the region (a
 * deployment with REGION set is served from its own PUBLIC_WEB_URL).
 */
function originOf(region: Region): string {
  const config = webConfig();
  return siteOrigin(config.PUBLIC_WEB_URL, config.REGION ? 'default' : region);
}

/** Origin of the current page (its variant's region), for absolute URLs in metadata and structured data. */
export async function requestOrigin(): Promise<string> {
  return originOf((await currentVariant()).region);
}

/** The region of a route handler's request (sitemaps), which has no variant: its host's. */
export async function routeHandlerRegion(): Promise<Region> {
  return regionFromHost((await headers()).get('host'));
}

/**
 * The same for route handlers: the host picks only the region, among the site's own subdomains, so
 * no client can make them name another host.
 */
export async function routeHandlerOrigin(): Promise<string> {
  return originOf(await routeHandlerRegion());
}
