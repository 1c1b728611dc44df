const IST_OFFSET_MINUTES = 5 * 60 + 30;

/**
 * The UTC instant of `istTime` India time, `inDays` after India's calendar day at `now`: demo
 * sessions and fairs are dated from the day the seed runs, so a fresh site always has some ahead.
 */
export function istStart(now: Date, inDays: number, istTime: string): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const [hours, minutes] = istTime.split(':').map(Number) as [number, number];
  return new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + inDays, hours, minutes) -
      IST_OFFSET_MINUTES * 60_000,
  );
}
