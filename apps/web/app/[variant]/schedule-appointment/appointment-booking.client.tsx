'use client';

import Link from 'next/link';
import { useState } from 'react';
import {
  APPOINTMENT_MODE_LABELS,
  APPOINTMENT_MODES,
  AppointmentFormSchema,
  type AppointmentMode,
} from '@meridian/domain/lead/appointments';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { INDIA_TIME_ZONE } from '@meridian/domain/time-zone';
import { bookAppointment } from '@/lib/api/appointments-client.ts';
import type { LeadFormContext } from '@/components/forms/lead-form-context.ts';
import { LeadAccepted, ShortLeadForm } from '@/components/forms/short-lead-form.client.tsx';
import { useShortLeadForm } from '@/components/forms/use-short-lead-form.ts';
import { SlotPicker } from '@/components/appointments/slot-picker.client.tsx';
import { slotPlace, slotWhen } from '@/components/appointments/slot-text.ts';
import { useOpenSlots } from '@/components/appointments/use-open-slots.ts';
import { useTimeZone } from '@/components/appointments/use-time-zone.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import formStyles from '@/components/forms/form.module.css';

/**
 * The booking form: how to meet, a day and time from the open slots in the visitor's zone, and the
 * short lead form. A slot someone took meanwhile is refused in plain words and the times reload.
 */
export function AppointmentBooking(props: LeadFormContext) {
  const timeZone = useTimeZone();
  const [mode, setMode] = useState<AppointmentMode>();
  const slots = useOpenSlots(timeZone, mode);
  const lead = useShortLeadForm({
    schema: async () => AppointmentFormSchema,
    defaultCountry: props.defaultCountry,
    phoneOptions: props.phoneOptions,
    asksEmail: true,
    ownDefaults: { slotId: '' },
    ownFields: ['slotId'],
    formVariant: 'schedule-appointment',
    send: (payload) =>
      bookAppointment(payload, timeZone ?? INDIA_TIME_ZONE).catch((error: unknown) => {
        void slots.refetch();
        throw error;
      }),
  });

  if (lead.result) {
    const { slot } = lead.result.booking;
    return (
      <LeadAccepted>
        Booked: {slotPlace(slot)} on {slotWhen(slot)}. We have emailed your confirmation with a calendar
        entry. You can reschedule or cancel it on <Link href={siteRoutes.bookings()}>your bookings</Link>.
      </LeadAccepted>
    );
  }
  return (
    <ShortLeadForm
      {...props}
      lead={lead}
      label="Book an appointment"
      idPrefix="appointment"
      submitLabel="Book this time"
      pendingLabel="Booking…"
    >
      <div className={formStyles.field}>
        <label htmlFor="appointment-mode">How would you like to meet?</label>
        <select
          id="appointment-mode"
          value={mode ?? ''}
          onChange={(event) => setMode((event.target.value || undefined) as AppointmentMode | undefined)}
        >
          <option value="">Either</option>
          {APPOINTMENT_MODES.map((m) => (
            <option key={m} value={m}>
              {APPOINTMENT_MODE_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={slots} loading="Loading the open times…">
        {({ slots: open }) => (
          <SlotPicker
            id="appointment-slot"
            slots={open}
            registration={lead.form.register('slotId')}
            error={lead.form.formState.errors.slotId?.message}
          />
        )}
      </QueryState>
    </ShortLeadForm>
  );
}
