import { BrochureRequestResponse, type BrochureRequestInput } from '@meridian/domain/catalogue/schemas';
import { EbookDownloadResponse } from '@meridian/domain/content/ebooks';
import {
  EnquiryAccepted,
  type AccommodationEnquiryInput,
  type ContactRequestInput,
} from '@meridian/domain/content/enquiries';
import type { ShortLeadRequestInput } from '@meridian/domain/lead/schemas';
import { callService } from './service-call.ts';

/** POST {webinar}/ebooks/{slug}/download: the lead form in, the PDF's link out. */
export function requestEbookDownload(slug: string, payload: ShortLeadRequestInput) {
  return callService('webinar', `/ebooks/${encodeURIComponent(slug)}/download`, EbookDownloadResponse, {
    method: 'POST',
    body: payload,
  });
}

/** POST {cms}/contact: the contact-us form. */
export function sendContactMessage(payload: ContactRequestInput) {
  return callService('cms', '/contact', EnquiryAccepted, { method: 'POST', body: payload });
}

/** POST {cms}/accommodation/enquiry: an enquiry about one listing. */
export function sendAccommodationEnquiry(payload: AccommodationEnquiryInput) {
  return callService('cms', '/accommodation/enquiry', EnquiryAccepted, { method: 'POST', body: payload });
}

/** POST {pathway}/brochure/university/slug/{slug}: the brochure by email; answers US_BNF_2010. */
export function requestBrochure(universitySlug: string, payload: BrochureRequestInput) {
  return callService(
    'pathway',
    `/brochure/university/slug/${encodeURIComponent(universitySlug)}`,
    BrochureRequestResponse,
    { method: 'POST', body: payload },
  );
}
