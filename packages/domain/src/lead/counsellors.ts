import { z } from 'zod';
import { StoredImage } from '../content/media.ts';
import { DestinationSlugSchema } from '../destination-schemas.ts';
import { TimeZoneName } from '../time-zone.ts';
import { AppointmentMode, BOOKING_STATUSES } from './appointments.ts';

/** Slot lengths by kind of meeting: a video call is half an hour, a centre visit an hour. */
export const SLOT_MINUTES: Readonly<Record<AppointmentMode, number>> = { video: 30, centre: 60 };

/** How far ahead a counsellor's hours are offered as open slots. */
export const SLOT_HORIZON_WEEKS = 4;

export const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time of day as HH:MM, for example 09:30');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One weekly window of working hours: video calls, or visits at a centre when one is named. */
export const WorkingWindow = z
  .object({
    /** 1 Monday … 7 Sunday (ISO). */
    weekday: z
      .number()
      .int()
      .min(1, 'Choose a weekday from 1 (Monday) to 7 (Sunday)')
      .max(7, 'Choose a weekday from 1 (Monday) to 7 (Sunday)'),
    start: ClockTime,
    end: ClockTime,
    /** An experience centre's slug: the window offers visits there instead of video calls. */
    centre: z.string().min(1).max(80).optional(),
  })
  .meta({ id: 'WorkingWindow' });
export type WorkingWindow = z.infer<typeof WorkingWindow>;

const IsoDay = z.iso.date('Enter a day off as YYYY-MM-DD, for example 2026-12-25');

export const CounsellorAvailability = z
  .object({
    timeZone: TimeZoneName,
    weekly: z.array(WorkingWindow).max(50),
    daysOff: z.array(IsoDay).max(366).default([]),
  })
  .superRefine((hours, ctx) => {
    hours.weekly.forEach((window, index) => {
      if (minutesOf(window.end) <= minutesOf(window.start)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weekly', index, 'end'],
          message: `The end (${window.end}) must be after the start (${window.start}) on the same day`,
        });
      }
    });
    hours.weekly.forEach((window, index) => {
      const clash = hours.weekly.findIndex(
        (other, j) =>
          j < index &&
          other.weekday === window.weekday &&
          minutesOf(window.start) < minutesOf(other.end) &&
          minutesOf(other.start) < minutesOf(window.end),
      );
      if (clash >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['weekly', index, 'start'],
          message: `${window.start}–${window.end} overlaps ${hours.weekly[clash]!.start}–${hours.weekly[clash]!.end} on the same weekday: join them into one window or move one`,
        });
      }
    });
  })
  .meta({ id: 'CounsellorAvailability' });
export type CounsellorAvailability = z.output<typeof CounsellorAvailability>;
export type CounsellorAvailabilityInput = z.input<typeof CounsellorAvailability>;

export const CounsellorDesk = z
  .object({ destinations: z.array(z.string().min(1).max(40)).max(20) })
  .meta({ id: 'CounsellorDesk' });
export type CounsellorDesk = z.infer<typeof CounsellorDesk>;

export const CounsellorParams = z.object({ userId: z.uuid() });

/** A counsellor with their desk (destination slugs) and working hours (null until set). */
export const CounsellorSettings = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    /** The photo learners see (null: their initials). */
    photo: StoredImage.nullable(),
    destinations: z.array(DestinationSlugSchema),
    hours: CounsellorAvailability.nullable(),
  })
  .meta({ id: 'CounsellorSettings' });
export type CounsellorSettings = z.infer<typeof CounsellorSettings>;

export const CounsellorSettingsList = z
  .object({ counsellors: z.array(CounsellorSettings) })
  .meta({ id: 'CounsellorSettingsList' });
export type CounsellorSettingsList = z.infer<typeof CounsellorSettingsList>;

/** `GET /lead/admin/appointments`: days `from`…`to` (inclusive, India's calendar) and one counsellor's only. */
export const AdminAppointmentsQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  counsellorId: z.uuid().optional(),
});
export type AdminAppointmentsQuery = z.infer<typeof AdminAppointmentsQuery>;

export const AdminAppointment = z
  .object({
    id: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    startsAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int(),
    mode: AppointmentMode,
    centre: z.string().nullable(),
    counsellor: z.object({ id: z.uuid(), fullName: z.string() }),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    /**
     * A live booking whose counsellor no longer counsels (their role was taken away or their
     * account switched off): it stands, and an admin gives it to another counsellor.
     */
    toReassign: z.boolean(),
  })
  .meta({ id: 'AdminAppointment' });
export type AdminAppointment = z.infer<typeof AdminAppointment>;

export const AdminAppointmentDay = z.object({ day: z.iso.date(), appointments: z.array(AdminAppointment) });

export const AdminAppointmentList = z
  .object({ days: z.array(AdminAppointmentDay) })
  .meta({ id: 'AdminAppointmentList' });
export type AdminAppointmentList = z.infer<typeof AdminAppointmentList>;

export const AdminAppointmentParams = z.object({ id: z.uuid() });

/** A counsellor one may give a booking to: free at its time, for its kind of meeting. */
export const FreeCounsellor = z.object({ id: z.uuid(), fullName: z.string() });

/** `GET /lead/admin/appointments/{id}/counsellors`: who could take a booking over, by name. */
export const FreeCounsellorList = z
  .object({ counsellors: z.array(FreeCounsellor) })
  .meta({ id: 'FreeCounsellorList' });
export type FreeCounsellorList = z.infer<typeof FreeCounsellorList>;

/** `PUT /lead/admin/appointments/{id}/counsellor`: the counsellor a booking is given to. */
export const AppointmentReassign = z
  .object({ counsellorUserId: z.uuid({ error: 'Choose the counsellor to give this appointment to.' }) })
  .meta({ id: 'AppointmentReassign' });
export type AppointmentReassign = z.infer<typeof AppointmentReassign>;
