'use client';

import { useQuery } from '@tanstack/react-query';
import type { AppointmentMode } from '@meridian/domain/lead/appointments';
import { listAppointmentSlots } from '@/lib/api/appointments-client.ts';

export const appointmentKeys = {
  slots: (timeZone: string | null, mode?: AppointmentMode) => ['appointment-slots', timeZone, mode] as const,
  bookings: (timeZone: string | null) => ['appointment-bookings', timeZone] as const,
};

/** The open slots in the visitor's zone; none asked for until the zone is known. */
export function useOpenSlots(timeZone: string | null, mode?: AppointmentMode) {
  return useQuery({
    queryKey: appointmentKeys.slots(timeZone, mode),
    queryFn: () => listAppointmentSlots(timeZone!, mode),
    enabled: timeZone !== null,
  });
}
