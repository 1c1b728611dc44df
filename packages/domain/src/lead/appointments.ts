import { z } from 'zod';
import { StoredImage } from '../content/media.ts';
import { TimeZoneName, INDIA_TIME_ZONE } from '../time-zone.ts';
import { ShortLeadFields, ShortLeadFormFields, withValidMobile } from './schemas.ts';

/** A video call, or a visit at one of our experience centres. */
export const APPOINTMENT_MODES = ['video', 'centre'] as const;
export const AppointmentMode = z.enum(APPOINTMENT_MODES);
export type AppointmentMode = z.infer<typeof AppointmentMode>;

export const APPOINTMENT_MODE_LABELS: Readonly<Record<AppointmentMode, string>> = {
  video: 'Video call',
  centre: 'Experience-centre visit',
};

/** `pending` waits for the OTP to the booking's mobile and holds no slot; it is never listed. */
export const BOOKING_STATUSES = ['pending', 'booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The visitor's zone (the page sends the browser's); times are answered as they read there. */
export const AppointmentTimeQuery = z.object({ timeZone: TimeZoneName.default(INDIA_TIME_ZONE) });

export const AppointmentSlotsQuery = AppointmentTimeQuery.extend({ mode: AppointmentMode.optional() });
export type AppointmentSlotsQuery = z.infer<typeof AppointmentSlotsQuery>;

export const ExperienceCentre = z.object({ name: z.string(), address: z.string(), city: z.string() });

export const AppointmentSlot = z
  .object({
    id: z.number().int().positive(),
    /** UTC instant. */
    startsAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().positive(),
    mode: AppointmentMode,
    counsellor: z.object({ name: z.string(), photo: StoredImage.nullable() }),
    centre: ExperienceCentre.nullable(),
    /** The start as it reads in the asked time zone. */
    local: z.object({ date: z.iso.date(), day: z.string(), time: z.string(), zone: z.string() }),
  })
  .meta({ id: 'AppointmentSlot' });
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;

export const AppointmentSlots = z
  .object({ timeZone: z.string(), slots: z.array(AppointmentSlot) })
  .meta({ id: 'AppointmentSlots' });
export type AppointmentSlots = z.infer<typeof AppointmentSlots>;

export const SlotId = z.number('Please choose a time').int().positive('Please choose a time');

const AppointmentFields = ShortLeadFields.extend({ slotId: SlotId });

/**
 * `POST /lead/appointments`: the slot and who is coming (a lead, like any enquiry). The slot is
 * held once the OTP sent to the mobile is verified (`POST /lead/appointments/verify`).
 */
export const AppointmentRequest = withValidMobile(AppointmentFields).meta({ id: 'AppointmentRequest' });
export type AppointmentRequest = z.output<typeof AppointmentRequest>;
export type AppointmentRequestInput = z.input<typeof AppointmentRequest>;

/** A slot chosen in the picker, whose ids the form keeps as text. */
const ChosenSlot = z.coerce.number<unknown>().pipe(SlotId);

/** What `/schedule-appointment` validates in the browser: the consent box starts unticked. */
export const AppointmentFormSchema = withValidMobile(ShortLeadFormFields.extend({ slotId: ChosenSlot }));
export type AppointmentFormValues = z.input<typeof AppointmentFormSchema>;

export const Booking = z
  .object({
    id: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    /** Booked and still ahead: it may be moved or cancelled. */
    changeable: z.boolean(),
    name: z.string(),
    slot: AppointmentSlot,
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof Booking>;

/** The booking waits for the OTP sent to its mobile. */
export const AppointmentRequested = z
  .object({ status: z.literal(true), message: z.string(), leadId: z.uuid(), otpRequestId: z.uuid() })
  .meta({ id: 'AppointmentRequested' });
export type AppointmentRequested = z.infer<typeof AppointmentRequested>;

export const AppointmentBooked = z
  .object({ status: z.literal(true), message: z.string(), leadId: z.uuid(), booking: Booking })
  .meta({ id: 'AppointmentBooked' });
export type AppointmentBooked = z.infer<typeof AppointmentBooked>;

export const BookingParams = z.object({ bookingId: z.uuid() });

/** `PUT /lead/appointments/{bookingId}`: move the booking to another open slot. */
export const RescheduleRequest = z.object({ slotId: SlotId }).meta({ id: 'RescheduleRequest' });
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

/** What the reschedule form on `/bookings` validates: a new time chosen. */
export const RescheduleFormSchema = z.object({ slotId: ChosenSlot });
export type RescheduleFormValues = z.input<typeof RescheduleFormSchema>;
