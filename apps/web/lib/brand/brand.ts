import 'server-only';
import { BASE_PATH } from '@meridian/domain/base-path';
import { webConfig } from '@/lib/env.ts';

/** Brand name and slug from configuration (ARCHITECTURE.md: `{product}` in routes and text). */
export function brand(): { name: string; slug: string } {
  const { BRAND_NAME, BRAND_SLUG } = webConfig();
  return { name: BRAND_NAME, slug: BRAND_SLUG };
}

/** The site as the publisher of its pages in structured data: name, home address and logo. */
export function publisher(origin: string): { name: string; url: string; logo: string } {
  return { name: brand().name, url: `${origin}${BASE_PATH}`, logo: `${origin}${BASE_PATH}/brand/logo.svg` };
}
