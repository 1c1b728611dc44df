import { parsePhoneNumber } from 'libphonenumber-js';
import { REGION_CONFIG } from './region/region-config.ts';
import type { Region } from './region/regions.ts';

/** SPEC.md §9: India's toll-free footer number. */
export const INDIA_HELPLINE = { dial: '18002102030', display: '1800 210 2030' } as const;

/** The other regions with footer numbers (SPEC.md §9); their values come from configuration. */
export const REGIONAL_PHONE_KEYS = ['US', 'UK', 'SG', 'ID', 'VN', 'SA'] as const;
export type RegionalPhoneKey = (typeof REGIONAL_PHONE_KEYS)[number];

export const REGIONAL_PHONE_LABELS: Record<RegionalPhoneKey, string> = {
  US: 'USA',
  UK: 'UK and EMEA',
  SG: 'APAC (Singapore)',
  ID: 'Indonesia',
  VN: 'Vietnam',
  SA: 'Saudi Arabia',
};

export interface ContactPhone {
  label: string;
  /** What a `tel:` link dials. */
  dial: string;
  display: string;
}

/**
 * The counselling numbers a region's pages show, first one in the header. India's site lists its
 * toll-free line, then every configured regional number. Vietnam and Saudi Arabia show only their
 * own configured number, or none: India's toll-free line cannot be dialled from there.
 */
export function regionPhones(options: {
  region: Region;
  configured: Partial<Record<RegionalPhoneKey, string | undefined>>;
}): ContactPhone[] {
  const { phoneCountry } = REGION_CONFIG[options.region];
  const regional = REGIONAL_PHONE_KEYS.flatMap((key) => {
    const e164 = options.configured[key];
    if (!e164 || (phoneCountry !== 'IN' && key !== phoneCountry)) return [];
    return [
      {
        label: REGIONAL_PHONE_LABELS[key],
        dial: e164,
        display: parsePhoneNumber(e164).formatInternational(),
      },
    ];
  });
  return phoneCountry === 'IN' ? [{ label: 'India (toll-free)', ...INDIA_HELPLINE }, ...regional] : regional;
}
