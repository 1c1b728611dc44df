import { z } from 'zod';
import { instantOfIstLocal } from './ist-local.ts';

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

function zoneName(instant: Date, timeZone: string, style: 'short' | 'shortGeneric' = 'short'): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
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

/** When counsellors answer calls, every day, in India time (where they work). */
export const CALLING_HOURS = { opens: '09:30', closes: '20:00' } as const;

/**
 * The calling hours as a site's visitors read them, in the site's zone and named after it:
 * "9:30 am to 8:00 pm IST" in India, "11:00 am to 9:30 pm Vietnam Time", "7:00 am to 5:30 pm
 * Saudi Arabia Time". Converted on the day given, for zones that change their clocks.
 */
export function callingHoursText(timeZone: string, on: Date = new Date()): string {
  const day = localTime(on, INDIA_TIME_ZONE).date;
  const at = (time: string) => localTime(new Date(instantOfIstLocal(`${day}T${time}`)!), timeZone).time;
  const zone = timeZone === INDIA_TIME_ZONE ? 'IST' : zoneName(on, timeZone, 'shortGeneric');
  return `${at(CALLING_HOURS.opens)} to ${at(CALLING_HOURS.closes)} ${zone}`;
}
