import 'server-only';
import { parsePhoneNumber } from 'libphonenumber-js';
import { INDIA_HELPLINE, REGIONAL_PHONE_KEYS, REGIONAL_PHONE_LABELS } from '@meridian/domain/contact';
import type { Region } from '@meridian/domain/region/regions';
import { webConfig } from '../env.ts';

export interface ContactPhone {
  label: string;
  dial: string;
  display: string;
}

/** Every number the footer lists: India's toll-free line, then the configured regional ones. */
export function contactPhones(): ContactPhone[] {
  const config = webConfig();
  const regional = REGIONAL_PHONE_KEYS.flatMap((key) => {
    const e164 = config[`PHONE_${key}`];
    return e164
      ? [
          {
            label: REGIONAL_PHONE_LABELS[key],
            dial: e164,
            display: parsePhoneNumber(e164).formatInternational(),
          },
        ]
      : [];
  });
  return [{ label: 'India (toll-free)', ...INDIA_HELPLINE }, ...regional];
}

/** The number the header shows: the region's own, or none where the region has no line configured. */
export function headerPhone(region: Region): ContactPhone | undefined {
  const phones = contactPhones();
  if (region === 'default') return phones[0];
  return phones.find((p) => p.label === REGIONAL_PHONE_LABELS[region === 'vn' ? 'VN' : 'SA']);
}
