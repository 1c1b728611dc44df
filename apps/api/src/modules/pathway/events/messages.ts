import { formatIstDateTime } from '@meridian/domain/format-date';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';
import type { EventRow } from './repo.ts';

/** The email that confirms a place at a fair, with the calendar entry attached. */
export function fairConfirmationEmail(options: {
  brandName: string;
  to: string;
  event: EventRow;
  eventUrl: string;
  directionUrl: string;
  calendar: MessageAttachment;
}): OutgoingMessage {
  const { event } = options;
  return {
    channel: 'email',
    purpose: 'update',
    to: options.to,
    subject: `${options.brandName}: your place at the ${event.city} university fair`,
    body: [
      // No visitor-typed text in the greeting: anyone can type someone else's address into a form.
      'Hello,',
      '',
      `You are registered for ${event.title} on ${formatIstDateTime(event.startsAt.toISOString())}.`,
      `Venue: ${event.venueName}, ${event.venueAddress}`,
      `Directions: ${options.directionUrl}`,
      '',
      'Show the QR pass from your confirmation at the registration desk to skip the queue. Bring your mark sheets and any test scores.',
      `The calendar entry is attached; the fair's programme is at ${options.eventUrl}`,
    ].join('\n'),
    attachments: [options.calendar],
  };
}
