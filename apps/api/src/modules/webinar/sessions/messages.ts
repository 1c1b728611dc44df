import { formatIstDateTime } from '@meridian/domain/format-date';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';
import type { WebinarRow } from './repo.ts';

/** A learner's contact: email when they have one (it carries the calendar file), else SMS. */
export interface LearnerContact {
  fullName: string;
  email: string | null;
  mobile: string | null;
}

/** The confirmation (`kind: 'confirmation'`) or the reminder an hour before, with the join link and .ics. */
export function webinarMessage(options: {
  kind: 'confirmation' | 'reminder';
  brandName: string;
  learner: LearnerContact;
  webinar: WebinarRow;
  joinLink: string;
  calendar: MessageAttachment;
}): OutgoingMessage | undefined {
  const { learner, webinar, kind } = options;
  const when = formatIstDateTime(webinar.startsAt.toISOString());
  const lead =
    kind === 'confirmation'
      ? `You are registered for "${webinar.title}" on ${when}.`
      : `"${webinar.title}" starts in an hour, at ${when}.`;
  const join = `Join here (the link opens 15 minutes before the start): ${options.joinLink}`;
  const subject =
    kind === 'confirmation'
      ? `${options.brandName}: you are registered for ${webinar.title}`
      : `${options.brandName}: ${webinar.title} starts in an hour`;
  if (learner.email) {
    return {
      channel: 'email',
      purpose: 'update',
      to: learner.email,
      subject,
      body: [`Hi ${learner.fullName},`, '', lead, join, '', 'The calendar entry is attached.'].join('\n'),
      attachments: [options.calendar],
    };
  }
  if (learner.mobile) {
    return { channel: 'sms', purpose: 'update', to: learner.mobile, body: `${lead} ${join}` };
  }
  return undefined;
}
