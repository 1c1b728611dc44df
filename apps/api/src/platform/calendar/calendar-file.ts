import { createEvent } from 'ics';
import { AppError } from '#api/platform/app-error.ts';

/** One dated happening a person may put in their calendar: a fair, a webinar, an appointment. */
export interface CalendarEntry {
  /** Stable across re-downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  start: Date;
  durationMinutes: number;
  /** A venue's address, or the join page of an online session. */
  location: string;
  url?: string;
  geo?: { lat: number; lon: number };
  organizer: { name: string; email: string };
  /** The entry is called off: a calendar that holds it removes it. */
  cancelled?: boolean;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * An RFC 5545 calendar file holding one event, in UTC (every calendar app shows it in its own
 * zone), written by the `ics` library (line folding, escaping, CRLF).
 */
export function calendarFile(entry: CalendarEntry, productId: string): string {
  const { error, value } = createEvent({
    productId,
    method: entry.cancelled ? 'CANCEL' : 'PUBLISH',
    uid: entry.uid,
    title: entry.title,
    description: entry.description,
    start: entry.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    location: entry.location,
    ...(entry.url ? { url: entry.url } : {}),
    ...(entry.geo ? { geo: entry.geo } : {}),
    organizer: entry.organizer,
    status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new AppError('INTERNAL_SERVER_ERROR', `calendar file: ${error?.message}`);
  return value;
}

/** `indore-university-fair.ics`: a download name made of the entry's words. */
export function calendarFileName(words: string): string {
  const base = words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'event'}.ics`;
}
