import 'server-only';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { callingHoursText } from '@meridian/domain/time-zone';
import { currentRegion } from './current-region.ts';

/** The calling hours in the page's region's own time zone: "11:00 am to 9:30 pm Vietnam Time". */
export async function callingHours(): Promise<string> {
  return callingHoursText(REGION_CONFIG[await currentRegion()].timeZone);
}
