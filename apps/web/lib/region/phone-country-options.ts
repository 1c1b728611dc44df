import 'server-only';
import { buildPhoneCountryOptions, type PhoneCountryOption } from './phone-country-list.ts';

export type { PhoneCountryOption };

let cached: PhoneCountryOption[] | undefined;

/**
 * The choices built once on the server and handed to server-rendered forms, so the browser
 * renders exactly the list the server did (locale data differs between the two). A form that
 * only ever renders in the browser (the login popup) builds its own with `buildPhoneCountryOptions`.
 */
export function phoneCountryOptions(): PhoneCountryOption[] {
  cached ??= buildPhoneCountryOptions();
  return cached;
}
