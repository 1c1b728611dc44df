import { APPOINTMENT_MODE_LABELS, type AppointmentSlot } from '@meridian/domain/lead/appointments';

/** "Video call with Kavya Iyer", or "Visit at Meridian Experience Centre, Indiranagar with Kavya Iyer". */
export function slotPlace(slot: AppointmentSlot): string {
  const what = slot.centre ? `Visit at ${slot.centre.name}` : APPOINTMENT_MODE_LABELS[slot.mode];
  return `${what} with ${slot.counsellor.name}`;
}

/** "Tue, 1 Dec, 10:00 am IST". */
export function slotWhen(slot: AppointmentSlot): string {
  return `${slot.local.day}, ${slot.local.time} ${slot.local.zone}`;
}
