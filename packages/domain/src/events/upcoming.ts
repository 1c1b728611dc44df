/**
 * SPEC.md §4: an event is upcoming while its date plus 5h30 (IST) plus one hour is not past. The
 * date is the instant the doors open, so a fair stays listed and open for registration until 6h30
 * after it opens, which is when the demo fairs close.
 */
export const EVENT_OPEN_FOR_MS = (5 * 60 + 30 + 60) * 60_000;

export function isEventUpcoming(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() + EVENT_OPEN_FOR_MS >= now.getTime();
}

/** The earliest start time that still counts as upcoming at `now`, for a query. */
export function upcomingSince(now: Date): Date {
  return new Date(now.getTime() - EVENT_OPEN_FOR_MS);
}
