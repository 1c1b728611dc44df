const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** The English name of a month numbered 1–12 (intakes, dates): "September", or "Sep" when short. */
export function monthName(month: number, width: 'long' | 'short' = 'long'): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`not a month: ${month}`);
  return (width === 'long' ? LONG : SHORT).format(Date.UTC(2000, month - 1, 1));
}
