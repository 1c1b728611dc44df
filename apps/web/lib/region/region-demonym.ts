import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { currentRegion } from './current-region.ts';

/** How the students of the page's region are named ("Indian", "Vietnamese", "Saudi"). */
export async function regionDemonym(): Promise<string> {
  return REGION_CONFIG[await currentRegion()].demonym;
}
