import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';

/** What every lead form needs from the server: the region's phone country, the code list, the consent wording. */
export interface LeadFormContext {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
}
