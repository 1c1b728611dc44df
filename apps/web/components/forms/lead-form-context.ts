import type { LookupOption } from '@meridian/domain/lookups/schemas';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-options.ts';

/** What every lead form needs from the server: the region's phone country, the code list, the consent wording. */
export interface LeadFormContext {
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
  consentText: string;
}

/** The enquiry form's looked-up choices besides (issue 35): the region's cities and the qualifications. */
export interface EnquiryFormContext extends LeadFormContext {
  cities: readonly string[];
  qualifications: readonly LookupOption[];
}
