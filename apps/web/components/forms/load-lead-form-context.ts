import 'server-only';
import { contactConsentText } from '@meridian/domain/lead/consent';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import type { LeadFormContext } from './lead-form-context.ts';

/** The region's phone country, the code list and the consent wording, read on the server. */
export async function leadFormContext(): Promise<LeadFormContext> {
  return {
    defaultCountry: await defaultDialCountry(),
    phoneOptions: phoneCountryOptions(),
    consentText: contactConsentText(brand().name),
  };
}
