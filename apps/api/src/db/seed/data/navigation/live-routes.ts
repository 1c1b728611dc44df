import { DESTINATIONS } from '@meridian/domain/destinations';

/**
 * Site paths whose pages exist today. A menu link is seeded `enabled` only when its path is one of
 * these or starts with a live prefix, so no menu ever links to a missing page; when a feature
 * lands, its prefix is added here and the menu seed step's version goes up.
 */
const LIVE_EXACT = new Set<string>(['/', ...DESTINATIONS.map((d) => `/${d.slug}`)]);
const LIVE_PREFIXES: readonly string[] = [];

export function isLive(href: string): boolean {
  if (/^https:\/\//.test(href)) return true;
  const path = href.replace(/\/+$/, '') || '/';
  return (
    LIVE_EXACT.has(path) || LIVE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
