import 'server-only';
import { contactConsentText } from '@meridian/domain/lead/consent';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions, type PhoneCountryOption } from '@/lib/region/phone-country-options.ts';

/** What every lead form needs from the server: the region's phone country, the code list, the consent wording. */
export interface LeadFormContext {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
}

export async function leadFormContext(): Promise<LeadFormContext> {
  return {
    defaultCountry: await defaultDialCountry(),
    phoneOptions: phoneCountryOptions(),
    consentText: contactConsentText(brand().name),
  };
}
