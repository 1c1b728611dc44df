import 'server-only';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { webConfig } from '@/lib/env.ts';

/** Brand name and slug from configuration (ARCHITECTURE.md: `{product}` in routes and text). */
export function brand(): { name: string; slug: string } {
  const { BRAND_NAME, BRAND_SLUG } = webConfig();
  return { name: BRAND_NAME, slug: BRAND_SLUG };
}

/** The site as the publisher of its pages in structured data: name, home address and logo. */
export function publisher(origin: string): { name: string; url: string; logo: string } {
  return {
    name: brand().name,
    url: siteUrl(origin, siteRoutes.home()),
    logo: siteUrl(origin, siteRoutes.brandLogo()),
  };
}
