import 'server-only';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { currentRegion } from './current-region.ts';

/** The country a phone field starts on: India (+91), Vietnam (+84) or Saudi Arabia (+966) by region. */
export async function defaultDialCountry(): Promise<PhoneCountry> {
  return REGION_CONFIG[await currentRegion()].phoneCountry;
}
