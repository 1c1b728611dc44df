import { z } from 'zod';
import {
  CounsellorAvailability,
  type CounsellorAvailabilityInput,
  type CounsellorAvailability as Hours,
} from '@meridian/domain/lead/counsellors';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The hours as the form holds them: one window a line (`Mon 10:00-13:00`, a centre's slug after for visits), days off by commas. */
export const WorkingHoursFields = z.object({ timeZone: z.string(), weekly: z.string(), daysOff: z.string() });
export type WorkingHoursForm = z.infer<typeof WorkingHoursFields>;

export const EMPTY_HOURS: WorkingHoursForm = { timeZone: 'Asia/Kolkata', weekly: '', daysOff: '' };

export const hoursText = (hours: Hours | null): WorkingHoursForm =>
  hours
    ? {
        timeZone: hours.timeZone,
        weekly: hours.weekly
          .map((w) => `${WEEKDAYS[w.weekday - 1]} ${w.start}-${w.end}${w.centre ? ` ${w.centre}` : ''}`)
          .join('\n'),
        daysOff: hours.daysOff.join(', '),
      }
    : EMPTY_HOURS;

/** The form's text as the API's input; a line that is not `Day HH:MM-HH:MM [centre]` is marked on the field. */
export const WorkingHoursForm = WorkingHoursFields.transform((form, ctx): CounsellorAvailabilityInput => ({
  timeZone: form.timeZone.trim(),
  weekly: form.weekly
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\w{3})\w*\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})(?:\s+(\S+))?$/.exec(line);
      const weekday = match
        ? WEEKDAYS.findIndex((day) => day.toLowerCase() === match[1]!.toLowerCase()) + 1
        : 0;
      if (!match || weekday === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['weekly'],
          message: `Write “${line}” as a day and times, e.g. Mon 10:00-13:00`,
        });
        return { weekday: 1, start: '00:00', end: '00:00' };
      }
      const pad = (time: string) => time.padStart(5, '0');
      return {
        weekday,
        start: pad(match[2]!),
        end: pad(match[3]!),
        ...(match[4] ? { centre: match[4] } : {}),
      };
    }),
  daysOff: form.daysOff
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean),
})).pipe(CounsellorAvailability);
