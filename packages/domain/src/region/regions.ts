import { z } from 'zod';

/** SPEC.md §1: the default (India-first) site and its Vietnam and Saudi Arabia variants. */
export const REGIONS = ['default', 'vn', 'sa'] as const;
export const Region = z.enum(REGIONS);
export type Region = z.infer<typeof Region>;

/**
 * The region of a request's host: `vn.` → Vietnam, `sa.` → Saudi Arabia, anything else → default.
 * Works for `vn.localhost:3000` as for `vn.example.com`.
 */
export function regionFromHost(host: string | null | undefined): Region {
  const name = (host ?? '').toLowerCase().split(':')[0] ?? '';
  if (name.startsWith('vn.')) return 'vn';
  if (name.startsWith('sa.')) return 'sa';
  return 'default';
}

/** `?region=` of region-aware content (menus, home sections): the default site when absent. */
export const RegionQuery = z.object({ region: Region.default('default') });
