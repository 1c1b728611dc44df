import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';

export type PhoneCountry = CountryCode;

export interface DiallingCode {
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  country: PhoneCountry;
  /** International prefix with the plus, e.g. `+91`. */
  dialCode: string;
}

/**
 * SPEC.md §3's dialling-prefix table, taken from libphonenumber's metadata rather than typed by
 * hand. Several territories share a prefix (+1, +7, +44), so the country is the key.
 */
export const DIALLING_CODES: readonly DiallingCode[] = getCountries().map((country) => ({
  country,
  dialCode: `+${getCountryCallingCode(country)}`,
}));

export function dialCodeOf(country: PhoneCountry): string {
  return `+${getCountryCallingCode(country)}`;
}

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (getCountries() as string[]).includes(value);
}

/**
 * The mobile number in E.164 (`+919876543210`) when it is a valid mobile number for the country
 * its prefix names, else undefined. Spaces, dashes and a trunk 0 or 8 (`0912 345 678` in Vietnam,
 * `8 701 234 5678` in Kazakhstan) are accepted as people type them. The prefix may also carry the
 * leading digits of a country that shares its calling code, as SPEC.md §3's table gives Kazakhstan
 * `+77` beside Russia's `+7`: the number must then begin with it.
 */
export function toE164Mobile(options: { countryCode: string; mobile: string }): string | undefined {
  const { countryCode } = options;
  const digits = options.mobile.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits)) return undefined;
  const international = digits.startsWith('+') ? digits : `${countryCode}${digits}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed || !parsed.isValid()) return undefined;
  const sameCountry =
    countryCode.startsWith(`+${parsed.countryCallingCode}`) && parsed.number.startsWith(countryCode);
  return sameCountry ? parsed.number : undefined;
}

/** The country an E.164 number belongs to (`+919876543210` → `IN`), when libphonenumber places it. */
export function countryOfNumber(e164: string): PhoneCountry | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}

/**
 * A mobile number written in full international form (`+919000000401`), as configuration lists
 * them: the number and its calling code when libphonenumber knows it as a valid mobile, else undefined.
 */
export function parseInternationalMobile(value: string): { mobile: string; countryCode: string } | undefined {
  const parsed = parsePhoneNumberFromString(value.replace(/[\s().-]/g, ''));
  if (!value.trim().startsWith('+') || !parsed?.isValid()) return undefined;
  return { mobile: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}

/**
 * Ranges that dial a served calling code but lie outside the countries we serve, which
 * libphonenumber's metadata files under them: Abkhazia dials +7 840 and +7 940 and is counted as
 * Russia, yet SMS there are billed at premium international rates (a toll-fraud target).
 */
const FILED_UNDER_A_SERVED_COUNTRY = ['+7840', '+7940'];

/**
 * Whether we send SMS to an E.164 number: it starts with a served calling code (or a longer
 * prefix such as Kazakhstan's `+77`) and libphonenumber places it in a country's ranges, so +7
 * reaches Russia and Kazakhstan only, never the unassigned or foreign ranges behind the code.
 */
export function isSmsServed(e164: string, callingCodes: readonly string[]): boolean {
  if (!callingCodes.some((code) => e164.startsWith(code))) return false;
  if (FILED_UNDER_A_SERVED_COUNTRY.some((prefix) => e164.startsWith(prefix))) return false;
  return parsePhoneNumberFromString(e164)?.country !== undefined;
}
