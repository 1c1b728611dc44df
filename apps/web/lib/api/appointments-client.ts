import { z } from 'zod';
import {
  AppointmentBooked,
  AppointmentRequested,
  AppointmentSlots,
  Booking,
  type AppointmentMode,
  type AppointmentRequestInput,
} from '@meridian/domain/lead/appointments';
import { browserClient } from './browser-client.ts';

/** GET {lead}/appointments/slots: open slots read in the visitor's zone, optionally of one kind. */
export function listAppointmentSlots(timeZone: string, mode?: AppointmentMode) {
  return browserClient.request('lead', '/appointments/slots', {
    query: { timeZone, mode },
    schema: AppointmentSlots,
  });
}

/** POST {lead}/appointments: asks for a slot (a lead too) and sends an OTP to the mobile; 409 when it is taken. */
export function requestAppointment(payload: AppointmentRequestInput) {
  return browserClient.request('lead', '/appointments', {
    method: 'POST',
    body: payload,
    schema: AppointmentRequested,
  });
}

/** POST {lead}/appointments/verify: the OTP books the slot; 409 when someone has just taken it. */
export function verifyAppointment(payload: { otpRequestId: string; otp: string }, timeZone: string) {
  return browserClient.request('lead', '/appointments/verify', {
    method: 'POST',
    query: { timeZone },
    body: payload,
    schema: AppointmentBooked,
  });
}

/** GET {lead}/appointments: the signed-in learner's bookings. */
export function listMyBookings(timeZone: string) {
  return browserClient.request('lead', '/appointments', { query: { timeZone }, schema: z.array(Booking) });
}

/** PUT {lead}/appointments/{bookingId}: moves a booking to another open slot. */
export function rescheduleBooking(bookingId: string, slotId: number, timeZone: string) {
  return browserClient.request('lead', `/appointments/${encodeURIComponent(bookingId)}`, {
    method: 'PUT',
    query: { timeZone },
    body: { slotId },
    schema: Booking,
  });
}

/** DELETE {lead}/appointments/{bookingId}: cancels a booking. */
export function cancelBooking(bookingId: string, timeZone: string) {
  return browserClient.request('lead', `/appointments/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
    query: { timeZone },
    schema: Booking,
  });
}
