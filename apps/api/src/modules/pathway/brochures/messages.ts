import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { formatDate } from '@meridian/domain/format-date';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';

/** The email with the brochure's download link, sent when someone asks for a university's brochure. */
export function brochureEmail(options: {
  brandName: string;
  to: string;
  universityName: string;
  brochureTitle: string;
  edition: string;
  link: string;
  expiresAt: Date;
}): OutgoingMessage {
  return {
    channel: 'email',
    purpose: 'requested',
    to: options.to,
    subject: `${options.brandName}: your ${options.universityName} brochure`,
    body: [
      // No visitor-typed text in the greeting: anyone can type someone else's address into a form.
      'Hello,',
      '',
      `Here is the brochure you asked for: ${options.brochureTitle} (${options.edition} edition). It covers the university, its courses and fees, intakes and scholarships.`,
      '',
      `Download it (PDF): ${options.link}`,
      `The link works until ${formatDate(options.expiresAt.toISOString())}; after that, ask for the brochure again on the university's page.`,
      '',
      LEAD_SUCCESS_MESSAGE,
    ].join('\n'),
  };
}
