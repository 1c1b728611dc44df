import type { ContactRequest, EnquiryAccepted } from '@meridian/domain/content/enquiries';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { createShortFormLead, type LeadDeps } from '#api/modules/lead/enquiry/service.ts';
import { insertContactMessage } from './repo.ts';

/** The contact form makes a lead whose source names the topic, so the right team picks it up. */
export async function submitContactRequest(
  deps: LeadDeps,
  request: ContactRequest,
): Promise<EnquiryAccepted> {
  const { topic, message, ...payload } = request;
  await createShortFormLead(deps, {
    payload,
    source: `contact-us:${topic}`,
    onSaved: (tx, leadId) => insertContactMessage(tx, { leadId, topic, message }),
  });
  return { status: true, message: LEAD_SUCCESS_MESSAGE };
}
