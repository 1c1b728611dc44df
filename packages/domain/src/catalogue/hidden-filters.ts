import type { FacetName } from './schemas.ts';

export type Region = 'default' | 'vn' | 'sa';

/**
 * Filters a regional site hides (SPEC.md §1). Fee bounds are in rupees, which mean nothing to
 * visitors of the Vietnam and Saudi Arabia sites, so those sites hide the fee filter.
 */
const HIDDEN: Record<Region, readonly (FacetName | 'fees')[]> = {
  default: [],
  vn: ['fees'],
  sa: ['fees'],
};

export function hiddenCourseFilters(region: Region): readonly (FacetName | 'fees')[] {
  return HIDDEN[region];
}

/** SPEC.md §1: the regional variants live on the vn and sa subdomains. */
export function regionFromHost(host: string | null | undefined): Region {
  const first = (host ?? '').toLowerCase().split('.')[0];
  return first === 'vn' || first === 'sa' ? first : 'default';
}
