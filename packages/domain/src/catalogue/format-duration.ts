/** The average month, so 365 days is 12 months and 1,460 days is 48. */
const DAYS_PER_MONTH = 365.25 / 12;

/** SPEC.md §9: a remainder of 15 days or more rounds up to a whole month. */
export function durationInMonths(days: number): number {
  const months = Math.floor(days / DAYS_PER_MONTH);
  return days - months * DAYS_PER_MONTH >= 15 ? months + 1 : months;
}

/**
 * SPEC.md §9: durations under a year read in months ("9 months"); a year or more reads in years,
 * prefixed "Up to" ("Up to 1.5 years", "Up to 4 years").
 */
export function formatDuration(days: number): string {
  const months = Math.max(1, durationInMonths(days));
  if (months < 12) return months === 1 ? '1 month' : `${months} months`;
  const years = Math.round((months / 12) * 10) / 10;
  return `Up to ${years} ${years === 1 ? 'year' : 'years'}`;
}
