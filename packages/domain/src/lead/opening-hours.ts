import { z } from 'zod';
import { ClockTime } from './counsellors.ts';

/** Monday first, as weekdays are numbered (1 Monday … 7 Sunday). */
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** When a centre is open: the same hours on each of its days (1 Monday … 7 Sunday). */
export const OpeningHours = z
  .object({
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Choose at least one day the centre is open')
      .refine((days) => new Set(days).size === days.length, 'Name each day once'),
    opens: ClockTime,
    closes: ClockTime,
  })
  .refine((hours) => hours.closes > hours.opens, {
    message: 'The closing time must be after the opening time, e.g. opens 09:30, closes 18:00',
    path: ['closes'],
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** `Mon–Sat 09:30–18:00`, `Mon, Wed, Fri 10:00–16:00`, `Every day 09:30–20:00`. */
export function openingHoursText(hours: OpeningHours): string {
  const weekdays = [...hours.weekdays].sort((a, b) => a - b);
  const consecutive = weekdays.every((day, i) => i === 0 || day === weekdays[i - 1]! + 1);
  const name = (day: number) => WEEKDAY_NAMES[day - 1]!;
  const days =
    weekdays.length === 7
      ? 'Every day'
      : consecutive && weekdays.length > 2
        ? `${name(weekdays[0]!)}–${name(weekdays.at(-1)!)}`
        : weekdays.map(name).join(', ');
  return `${days} ${hours.opens}–${hours.closes}`;
}
