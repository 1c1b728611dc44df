import { formatIstDateTime } from '@meridian/domain/format-date';
import { APPOINTMENT_MODE_LABELS } from '@meridian/domain/lead/appointments';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';
import type { BookingRow } from './repo.ts';

export type AppointmentNews = 'booked' | 'moved' | 'reassigned' | 'reminder' | 'cancelled';

const SUBJECTS: Readonly<Record<AppointmentNews, string>> = {
  booked: 'your appointment is booked',
  moved: 'your appointment has moved',
  reassigned: 'your appointment has a new counsellor',
  reminder: 'your appointment is coming up',
  cancelled: 'your appointment is cancelled',
};

/** Where and how the meeting happens, in a line. */
function whereLine(booking: BookingRow): string {
  return booking.mode === 'centre'
    ? `Where: ${booking.centreName}, ${booking.centreAddress}. Please bring your mark sheets, passport and any test scores.`
    : `How: a video call. ${booking.counsellorName} emails you the joining link before the call; a laptop or phone with a camera is all you need.`;
}

/**
 * The email about a booking: booked, moved or given to another counsellor (with the calendar file, whose fixed UID moves the
 * entry already in the calendar), the reminder before it, or its cancellation. Nobody has proved
 * the address is the booker's, so it carries only our own words: never the typed name.
 */
export function appointmentEmail(options: {
  news: AppointmentNews;
  brandName: string;
  booking: BookingRow;
  bookingsUrl: string;
  calendar: MessageAttachment;
}): OutgoingMessage {
  const { booking, news } = options;
  const what = `${APPOINTMENT_MODE_LABELS[booking.mode].toLowerCase()} with ${booking.counsellorName}`;
  const when = formatIstDateTime(booking.startsAt.toISOString());
  const opening: Record<AppointmentNews, string> = {
    booked: `Your ${what} is booked for ${when} (${booking.durationMinutes} minutes).`,
    moved: `Your ${what} has moved to ${when} (${booking.durationMinutes} minutes).`,
    reassigned: `Your appointment on ${when} (${booking.durationMinutes} minutes) stands, now a ${what}: your earlier counsellor can no longer meet you.`,
    reminder: `A reminder: your ${what} is at ${when} (${booking.durationMinutes} minutes).`,
    cancelled: `Your ${what} on ${when} is cancelled. You can book another time whenever suits you.`,
  };
  const live = news !== 'cancelled';
  return {
    channel: 'email',
    purpose: 'update',
    to: booking.email,
    subject: `${options.brandName}: ${SUBJECTS[news]}`,
    body: [
      'Hello,',
      '',
      opening[news],
      ...(live ? [whereLine(booking), '', 'The calendar entry is attached.'] : []),
      `To reschedule or cancel, log in and open ${options.bookingsUrl}`,
    ].join('\n'),
    ...(live ? { attachments: [options.calendar] } : {}),
  };
}

const COUNSELLOR_SUBJECTS: Readonly<Record<CounsellorNews, string>> = {
  booked: 'new appointment',
  moved: 'appointment moved',
  reassigned: 'appointment given to you',
  cancelled: 'appointment cancelled',
};

export type CounsellorNews = Exclude<AppointmentNews, 'reminder'>;

/**
 * The counsellor's notice of a booking made, moved, given to them or cancelled, with the calendar file
 * (a cancellation's file removes the entry). It goes to our own staff, so it names the booker.
 */
export function counsellorAppointmentEmail(options: {
  news: CounsellorNews;
  brandName: string;
  booking: BookingRow & { counsellorEmail: string };
  calendar: MessageAttachment;
}): OutgoingMessage {
  const { booking, news } = options;
  const what = APPOINTMENT_MODE_LABELS[booking.mode].toLowerCase();
  const when = formatIstDateTime(booking.startsAt.toISOString());
  const opening: Record<CounsellorNews, string> = {
    booked: `${booking.name} booked a ${what} with you for ${when} (${booking.durationMinutes} minutes).`,
    moved: `${booking.name} moved their ${what} with you to ${when} (${booking.durationMinutes} minutes).`,
    reassigned: `The ${what} with ${booking.name} on ${when} (${booking.durationMinutes} minutes) is now yours: their counsellor can no longer meet them.`,
    cancelled: `The ${what} with ${booking.name} on ${when} is cancelled; the time is open again.`,
  };
  return {
    channel: 'email',
    purpose: 'update',
    to: booking.counsellorEmail,
    subject: `${options.brandName}: ${COUNSELLOR_SUBJECTS[news]}, ${when}`,
    body: [
      `Hello ${booking.counsellorName},`,
      '',
      opening[news],
      ...(booking.mode === 'centre' ? [`Where: ${booking.centreName}, ${booking.centreAddress}.`] : []),
      `Contact: ${booking.mobile}, ${booking.email}`,
      '',
      'The calendar entry is attached.',
    ].join('\n'),
    attachments: [options.calendar],
  };
}
