import { DateTime } from 'luxon';
import { SLOT_MINUTES, type WorkingWindow } from '@meridian/domain/lead/counsellors';

export interface PlannedSlot {
  startsAt: Date;
  durationMinutes: number;
  /** The centre's slug for a visit; undefined for a video call. */
  centre: string | undefined;
}

/**
 * The slots a counsellor's hours offer from `from` until `until`: each window of each calendar day
 * in their time zone, cut into back-to-back meetings (a video call or a centre visit), skipping
 * their days off. Wall times are read in the zone on that very day, so a clock change (summer time)
 * keeps the counsellor's 10:00 at 10:00.
 */
export function planSlots(
  hours: { timeZone: string; weekly: readonly WorkingWindow[]; daysOff: readonly string[] },
  range: { from: Date; until: Date },
): PlannedSlot[] {
  const daysOff = new Set(hours.daysOff);
  const last = DateTime.fromJSDate(range.until, { zone: hours.timeZone }).startOf('day');
  const slots: PlannedSlot[] = [];
  for (
    let day = DateTime.fromJSDate(range.from, { zone: hours.timeZone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    if (daysOff.has(day.toISODate()!)) continue;
    for (const window of hours.weekly.filter((w) => w.weekday === day.weekday)) {
      const minutes = SLOT_MINUTES[window.centre ? 'centre' : 'video'];
      const at = (time: string) => DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: hours.timeZone });
      const end = at(window.end);
      for (let start = at(window.start); start.plus({ minutes }) <= end; start = start.plus({ minutes })) {
        const startsAt = start.toJSDate();
        if (startsAt > range.from && startsAt <= range.until) {
          slots.push({ startsAt, durationMinutes: minutes, centre: window.centre });
        }
      }
    }
  }
  return slots;
}
