import type { PhoneCountry } from '@meridian/domain/lead/phone';

/**
 * The country code a phone field starts on. India (+91) for now; the regional variants
 * (Vietnam +84, Saudi Arabia +966) will answer here once the region is resolved per request.
 */
export function defaultDialCountry(): PhoneCountry {
  return 'IN';
}
