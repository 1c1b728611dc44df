import { z } from 'zod';

/** India's zone: where our counsellors work, and the default for anyone who does not say. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** An IANA zone name as written (`Asia/Kolkata`, `Europe/London`, `UTC`), not an offset or a bare abbreviation. */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether this runtime knows the zone by that IANA name. */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneName = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'Please choose a valid time zone, for example Asia/Kolkata');

/** How an instant reads in a zone: its calendar day (for grouping), the day and time as shown, and the zone's short name. */
export interface LocalTime {
  date: string;
  day: string;
  time: string;
  zone: string;
}

function zoneName(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant),
    day: `${parts.weekday}, ${parts.day} ${parts.month}`,
    time: new Intl.DateTimeFormat('en-IN', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(instant),
    // US English names the zones people know by letters (EST, GMT) and others by offset; India's
    // would be GMT+5:30, which Indians call IST.
    zone: timeZone === INDIA_TIME_ZONE ? 'IST' : zoneName(instant, timeZone),
  };
}
