import { monthName } from './month-name.ts';

/** SPEC.md §9 default date format DD/MMM/YYYY, e.g. "2026-11-01" → "01/Nov/2026". */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`not an ISO date: ${isoDate}`);
  return `${match[3]}/${monthName(month, 'short')}/${match[1]}`;
}
