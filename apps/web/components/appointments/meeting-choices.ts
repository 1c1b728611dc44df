import { APPOINTMENT_MODE_LABELS, type AppointmentSlot } from '@meridian/domain/lead/appointments';

/** One way to meet the visitor may choose: `video`, or `centre:{city}` for the centres of a city. */
export interface MeetingChoice {
  value: string;
  label: string;
}

/**
 * The ways to meet that open slots offer: a video call, and a visit at the centres of each city
 * with an open centre slot (none when no centre is active or none has a counsellor's hours), by
 * city name; `either` when both kinds are open.
 */
export function meetingChoicesOf(slots: readonly AppointmentSlot[]): {
  either: boolean;
  video: MeetingChoice | undefined;
  centres: MeetingChoice[];
} {
  const video = slots.some((slot) => slot.mode === 'video')
    ? { value: 'video', label: APPOINTMENT_MODE_LABELS.video }
    : undefined;
  const cities = [...new Set(slots.flatMap((slot) => (slot.centre ? [slot.centre.city] : [])))].sort((a, b) =>
    a.localeCompare(b, 'en-IN'),
  );
  const centres = cities.map((city) => ({
    value: `centre:${city}`,
    label: `${APPOINTMENT_MODE_LABELS.centre} in ${city}`,
  }));
  return { either: video !== undefined && centres.length > 0, video, centres };
}

/** The slots of one way to meet (`''`: any). */
export function slotsOf(slots: readonly AppointmentSlot[], choice: string): AppointmentSlot[] {
  if (choice === '') return [...slots];
  if (choice === 'video') return slots.filter((slot) => slot.mode === 'video');
  return slots.filter((slot) => slot.centre && `centre:${slot.centre.city}` === choice);
}
