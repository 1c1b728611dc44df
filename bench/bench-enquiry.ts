// The enquiry the load benchmarks send: a new person each, so each makes one lead.
import type { EnquiryRequestInput } from '@meridian/domain/lead/schemas';

/**
 * Enquiry `index` of a run: its own mobile (`firstMobile + index`) and email (`{run}{index}@…`).
 * Typed as the API's input, so a value the form does not offer (a city off its list) fails to
 * compile rather than turning a whole run into 400s.
 */
export function benchEnquiry(
  run: string,
  index: number,
  person: { firstMobile: number; name: string; city: EnquiryRequestInput['city']; country: string },
): EnquiryRequestInput {
  return {
    name: person.name,
    countryCode: '+91',
    mobile: String(person.firstMobile + index),
    email: `${run}${index}@example.in`,
    city: person.city,
    interestedCountries: [person.country],
    interestedYear: new Date().getUTCFullYear() + 1,
    contactConsent: true,
  };
}
