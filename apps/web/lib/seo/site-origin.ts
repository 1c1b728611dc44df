import type { Region } from '@meridian/domain/region/regions';

/** A host that is an address (127.0.0.1, [::1]) has no subdomains. */
const ADDRESS = /^(?:[\d.]+|\[[\da-f:.]+\])$/i;

/**
 * The site's origin for absolute links (canonical, sitemaps, structured data): `PUBLIC_WEB_URL`,
 * on the region's subdomain (`vn.`, `sa.`) for a regional page. Never the request's Host or
 * X-Forwarded-Host, which any client sets: a cached page would otherwise name the client's host.
 */
export function siteOrigin(publicWebUrl: string, region: Region): string {
  const url = new URL(publicWebUrl);
  if (region !== 'default' && !ADDRESS.test(url.hostname)) url.hostname = `${region}.${url.hostname}`;
  return url.origin;
}
