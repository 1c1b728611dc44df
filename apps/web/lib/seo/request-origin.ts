import 'server-only';
import { webConfig } from '@/lib/env.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * Origin of the current page, for absolute URLs in metadata, sitemaps and structured data: the
 * configured `PUBLIC_WEB_URL` (on the region's subdomain when the host chose the region; a
 * deployment with REGION set is served from its own PUBLIC_WEB_URL).
 */
export async function requestOrigin(): Promise<string> {
  const config = webConfig();
  return siteOrigin(config.PUBLIC_WEB_URL, config.REGION ? 'default' : await currentRegion());
}
