import { BrochureRequestResponse, type BrochureRequestInput } from '@meridian/domain/catalogue/brochures';
import { EbookDownloadResponse } from '@meridian/domain/content/ebooks';
import {
  EnquiryAccepted,
  type AccommodationEnquiryInput,
  type ContactRequestInput,
} from '@meridian/domain/content/enquiries';
import { EventRegistrationResponse } from '@meridian/domain/events/schemas';
import type { ShortLeadRequestInput } from '@meridian/domain/lead/schemas';
import { postJson } from './browser-client.ts';

/** POST {webinar}/ebooks/{slug}/download: the lead form in, the PDF's link out. */
export function requestEbookDownload(slug: string, payload: ShortLeadRequestInput) {
  return postJson('webinar', `/ebooks/${encodeURIComponent(slug)}/download`, payload, EbookDownloadResponse);
}

/** POST {cms}/contact: the contact-us form. */
export function sendContactMessage(payload: ContactRequestInput) {
  return postJson('cms', '/contact', payload, EnquiryAccepted);
}

/** POST {cms}/accommodation/enquiry: an enquiry about one listing. */
export function sendAccommodationEnquiry(payload: AccommodationEnquiryInput) {
  return postJson('cms', '/accommodation/enquiry', payload, EnquiryAccepted);
}

/** POST {pathway}/brochure/university/slug/{slug}: the brochure by email; answers US_BNF_2010. */
export function requestBrochure(universitySlug: string, payload: BrochureRequestInput) {
  return postJson(
    'pathway',
    `/brochure/university/slug/${encodeURIComponent(universitySlug)}`,
    payload,
    BrochureRequestResponse,
  );
}

/** POST {pathway}/events/{slug}/registration: a place at a fair; the answer carries the QR pass. */
export function registerForEvent(slug: string, payload: ShortLeadRequestInput) {
  return postJson(
    'pathway',
    `/events/${encodeURIComponent(slug)}/registration`,
    payload,
    EventRegistrationResponse,
  );
}
