import 'server-only';
import { DIALLING_CODES, type DiallingCode } from '@meridian/domain/lead/phone';

export type PhoneCountryOption = DiallingCode & { name: string };

let cached: PhoneCountryOption[] | undefined;

/**
 * The country-code choices with English names, built once on the server and handed to the forms,
 * so the browser renders exactly the list the server did (locale data differs between the two).
 */
export function phoneCountryOptions(): PhoneCountryOption[] {
  if (!cached) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    cached = DIALLING_CODES.map((d) => ({ ...d, name: names.of(d.country) ?? d.country })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }
  return cached;
}
