import 'server-only';
import { REGIONAL_PHONE_KEYS, regionPhones, type ContactPhone } from '@meridian/domain/contact';
import type { Region } from '@meridian/domain/region/regions';
import { webConfig } from '@/lib/env.ts';

/** The region's counselling numbers (footer list; the header shows the first) from the configured PHONE_* values. */
export function contactPhones(region: Region): ContactPhone[] {
  const config = webConfig();
  const configured = Object.fromEntries(REGIONAL_PHONE_KEYS.map((key) => [key, config[`PHONE_${key}`]]));
  return regionPhones({ region, configured });
}
