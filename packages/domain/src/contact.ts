import { parsePhoneNumber } from 'libphonenumber-js/max';
import { REGION_CONFIG } from './region/region-config.ts';
import type { Region } from './region/regions.ts';

/**
 * The regions with counselling numbers (SPEC.md §9), India's first; every value comes from
 * configuration (`PHONE_IN`, `PHONE_US`…), and a region whose number is unset shows none.
 */
export const REGIONAL_PHONE_KEYS = ['IN', 'US', 'UK', 'SG', 'ID', 'VN', 'SA'] as const;
export type RegionalPhoneKey = (typeof REGIONAL_PHONE_KEYS)[number];

export const REGIONAL_PHONE_LABELS: Record<RegionalPhoneKey, string> = {
  IN: 'India',
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
 * A configured number (E.164) as the site shows it. India's line is shown and dialled as callers in
 * India know it (`1800 210 2030`): a toll-free number cannot be dialled with +91, and is labelled so.
 */
export function contactPhone(key: RegionalPhoneKey, e164: string): ContactPhone {
  const number = parsePhoneNumber(e164);
  if (key !== 'IN') {
    return { label: REGIONAL_PHONE_LABELS[key], dial: e164, display: number.formatInternational() };
  }
  const display = number.formatNational();
  const tollFree = number.getType() === 'TOLL_FREE';
  return {
    label: tollFree ? `${REGIONAL_PHONE_LABELS.IN} (toll-free)` : REGIONAL_PHONE_LABELS.IN,
    dial: display.replace(/\D/g, ''),
    display,
  };
}

/**
 * The counselling numbers a region's pages show, first one in the header. India's site lists every
 * configured number, its own first. Vietnam and Saudi Arabia show only their own configured number,
 * or none: India's toll-free line cannot be dialled from there.
 */
export function regionPhones(options: {
  region: Region;
  configured: Partial<Record<RegionalPhoneKey, string | undefined>>;
}): ContactPhone[] {
  const { phoneCountry } = REGION_CONFIG[options.region];
  return REGIONAL_PHONE_KEYS.flatMap((key) => {
    const e164 = options.configured[key];
    if (!e164 || (phoneCountry !== 'IN' && key !== phoneCountry)) return [];
    return [contactPhone(key, e164)];
  });
}
