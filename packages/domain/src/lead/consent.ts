/**
 * The consent wording a person ticks on every enquiry form. A lead's consent record stores the
 * version and the exact text shown, so a change of wording is a new version, never an edit.
 */
export const CONTACT_CONSENT = {
  version: 'contact-v1',
  text: 'I agree that {brand} counsellors may contact me by call, SMS, email or WhatsApp about studying abroad. I can stop any of these at any time from the link in every message.',
} as const;

export function contactConsentText(brandName: string): string {
  return CONTACT_CONSENT.text.replaceAll('{brand}', brandName);
}
