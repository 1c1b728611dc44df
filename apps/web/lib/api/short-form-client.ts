import { BrochureRequestResponse, type BrochureRequestInput } from '@meridian/domain/catalogue/schemas';
import { EbookDownloadResponse } from '@meridian/domain/content/ebooks';
import {
  EnquiryAccepted,
  type AccommodationEnquiryInput,
  type ContactRequestInput,
} from '@meridian/domain/content/enquiries';
import { EventRegistrationResponse } from '@meridian/domain/events/schemas';
import type { ShortLeadRequestInput } from '@meridian/domain/lead/schemas';
import { browserClient } from './browser-client.ts';

/** POST {webinar}/ebooks/{slug}/download: the lead form in, the PDF's link out. */
export function requestEbookDownload(slug: string, payload: ShortLeadRequestInput) {
  return browserClient.request('webinar', `/ebooks/${encodeURIComponent(slug)}/download`, {
    method: 'POST',
    body: payload,
    schema: EbookDownloadResponse,
  });
}

/** POST {cms}/contact: the contact-us form. */
export function sendContactMessage(payload: ContactRequestInput) {
  return browserClient.request('cms', '/contact', { method: 'POST', body: payload, schema: EnquiryAccepted });
}

/** POST {cms}/accommodation/enquiry: an enquiry about one listing. */
export function sendAccommodationEnquiry(payload: AccommodationEnquiryInput) {
  return browserClient.request('cms', '/accommodation/enquiry', {
    method: 'POST',
    body: payload,
    schema: EnquiryAccepted,
  });
}

/** POST {pathway}/brochure/university/slug/{slug}: the brochure by email; answers US_BNF_2010. */
export function requestBrochure(universitySlug: string, payload: BrochureRequestInput) {
  return browserClient.request('pathway', `/brochure/university/slug/${encodeURIComponent(universitySlug)}`, {
    method: 'POST',
    body: payload,
    schema: BrochureRequestResponse,
  });
}

/** POST {pathway}/events/{slug}/registration: a place at a fair; the answer carries the QR pass. */
export function registerForEvent(slug: string, payload: ShortLeadRequestInput) {
  return browserClient.request('pathway', `/events/${encodeURIComponent(slug)}/registration`, {
    method: 'POST',
    body: payload,
    schema: EventRegistrationResponse,
  });
}
