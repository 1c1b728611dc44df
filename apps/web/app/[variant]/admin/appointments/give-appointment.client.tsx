'use client';

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { AppointmentReassign, type AdminAppointment } from '@meridian/domain/lead/counsellors';
import { FormActions, SecondaryButton, SelectField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { listFreeCounsellors, reassignAppointment } from '@/lib/api/lead-admin.ts';

/** The appointments view's queries: a change refreshes every counsellor's list. */
export const APPOINTMENTS_KEY = ['appointments-admin'] as const;

const GiveFields = z.object({ counsellorUserId: z.string() });
const EMPTY = { counsellorUserId: '' };

function GiveForm({
  appointment,
  counsellors,
  onClose,
}: {
  appointment: AdminAppointment;
  counsellors: { id: string; fullName: string }[];
  onClose: () => void;
}) {
  const { save, submit, fieldProps, alert } = useSavedForm({
    idPrefix: 'give-appointment',
    schema: GiveFields.pipe(AppointmentReassign),
    empty: EMPTY,
    save: (input) => reassignAppointment(appointment.id, input),
    onSaved: onClose,
    refreshes: APPOINTMENTS_KEY,
    apiFields: { counsellorUserId: 'counsellorUserId' },
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Give ${appointment.name}’s appointment to`}>
      <SelectField
        {...fieldProps('counsellorUserId', 'Counsellor free at that time')}
        placeholder="Choose a counsellor"
        options={counsellors.map((c) => ({ value: c.id, label: c.fullName }))}
      />
      <p>The learner and the counsellor are emailed the calendar entry.</p>
      <FormActions alert={alert}>
        <Button type="submit" disabled={save.isPending}>
          Give the appointment
        </Button>
        <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
      </FormActions>
    </form>
  );
}

/**
 * "Give to…": the counsellors free at a booking's time for the same meeting, one to choose; the
 * API refuses (beside the field) one who became busy meanwhile.
 */
export function GiveAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
}) {
  const free = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'free', appointment.id],
    queryFn: () => listFreeCounsellors(appointment.id),
  });
  return (
    <Dialog
      open
      title={`Give ${appointment.name}’s appointment on ${formatIstDateTime(appointment.startsAt)} to…`}
      onClose={onClose}
    >
      <QueryState query={free} loading="Finding who is free then…">
        {({ counsellors }) =>
          counsellors.length > 0 ? (
            <GiveForm appointment={appointment} counsellors={counsellors} onClose={onClose} />
          ) : (
            <p>No counsellor is free at that time for this meeting. Ask one to open their hours then.</p>
          )
        }
      </QueryState>
    </Dialog>
  );
}
