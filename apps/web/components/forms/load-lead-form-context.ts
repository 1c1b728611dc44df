import 'server-only';
import { contactConsentText } from '@meridian/domain/lead/consent';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { brand } from '@/lib/brand/brand.ts';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCities, getLookup } from '@/lib/api/lookups.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import type { EnquiryFormContext, LeadFormContext } from './lead-form-context.ts';

/** The region's phone country, the code list and the consent wording, read on the server. */
export async function leadFormContext(): Promise<LeadFormContext> {
  return {
    defaultCountry: await defaultDialCountry(),
    phoneOptions: phoneCountryOptions(),
    consentText: contactConsentText(brand().name),
  };
}

/** With the looked-up choices: the cities of the site's own country (its phone country), the qualifications. */
export async function enquiryFormContext(): Promise<EnquiryFormContext> {
  const country = REGION_CONFIG[await currentRegion()].phoneCountry;
  const [lead, cities, qualifications] = await Promise.all([
    leadFormContext(),
    getCities(contentApi(), country),
    getLookup(contentApi(), 'qualifications'),
  ]);
  return { ...lead, cities: cities.map((city) => city.value), qualifications };
}
