import { monthName } from './month-name.ts';

/** SPEC.md §9 default date format DD/MMM/YYYY, e.g. "2026-11-01" → "01/Nov/2026". */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`not an ISO date: ${isoDate}`);
  return `${match[3]}/${monthName(month, 'short')}/${match[1]}`;
}

/** The day an instant falls on in India, DD/MMM/YYYY: "2026-11-25T20:00:00Z" → "26/Nov/2026" (IST). */
export function formatInstantDate(isoDateTime: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(isoDateTime));
  return formatDate(day);
}

/**
 * "Thu, 3 Dec 2026, 6:30 pm IST": a session's or a fair's start, shown in India's time zone wherever
 * the page is rendered.
 */
export function formatIstDateTime(isoDateTime: string): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(isoDateTime));
  return `${text} IST`;
}
