import { DIALLING_CODES, type DiallingCode } from '@meridian/domain/lead/phone';

export type PhoneCountryOption = DiallingCode & { name: string };

/** The country-code choices with English names, sorted by name. */
export function buildPhoneCountryOptions(): PhoneCountryOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return DIALLING_CODES.map((d) => ({ ...d, name: names.of(d.country) ?? d.country })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}
