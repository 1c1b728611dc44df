import 'server-only';
import { webConfig } from '../env.ts';

/** Brand name and slug from configuration (ARCHITECTURE.md: `{product}` in routes and text). */
export function brand(): { name: string; slug: string } {
  const { BRAND_NAME, BRAND_SLUG } = webConfig();
  return { name: BRAND_NAME, slug: BRAND_SLUG };
}
