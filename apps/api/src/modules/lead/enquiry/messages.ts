import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';

/** The email a person gets once their enquiry is in (after OTP verification when the form asks for one). */
export function enquiryConfirmationEmail(options: {
  brandName: string;
  to: string;
  mobile: string;
  interestedCountries: readonly string[];
}): OutgoingMessage {
  const { brandName, mobile, interestedCountries } = options;
  const where = interestedCountries.filter((c) => c !== 'Other');
  return {
    channel: 'email',
    purpose: 'update',
    to: options.to,
    subject: `${brandName}: we have your study-abroad enquiry`,
    body: [
      // No visitor-typed text in the greeting: anyone can type someone else's address into a form.
      'Hello,',
      '',
      LEAD_SUCCESS_MESSAGE,
      where.length > 0
        ? `You told us you are interested in studying in ${where.join(', ')}. Your counsellor will call you on ${mobile}.`
        : `Your counsellor will call you on ${mobile}.`,
      '',
      `${brandName} never asks for payment over the phone before you have met your counsellor.`,
    ].join('\n'),
  };
}
