'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APPOINTMENT_MODE_LABELS } from '@meridian/domain/lead/appointments';
import type { AdminAppointment } from '@meridian/domain/lead/counsellors';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { listAppointments, listCounsellors } from '@/lib/api/lead-admin.ts';
import styles from '../leads/admin.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { APPOINTMENTS_KEY, GiveAppointmentDialog } from './give-appointment.client.tsx';

const COLUMNS: TableColumn<AdminAppointment>[] = [
  {
    id: 'startsAt',
    header: 'When (IST)',
    value: (a) => a.startsAt,
    cell: (a) => formatIstDateTime(a.startsAt),
  },
  {
    id: 'mode',
    header: 'Meeting',
    value: (a) => a.mode,
    cell: (a) =>
      a.centre ? `${APPOINTMENT_MODE_LABELS[a.mode]}, ${a.centre}` : APPOINTMENT_MODE_LABELS[a.mode],
  },
  {
    id: 'counsellor',
    header: 'Counsellor',
    value: (a) => a.counsellor.fullName,
    cell: (a) => a.counsellor.fullName,
  },
  {
    id: 'name',
    header: 'Booked by',
    value: (a) => a.name,
    cell: (a) => `${a.name} (${a.mobile}, ${a.email})`,
  },
  {
    id: 'status',
    header: 'Status',
    value: (a) => a.status,
    cell: (a) => {
      if (a.status !== 'booked') return 'Cancelled';
      // The counsellor's role was taken away: the booking stands until an admin finds another.
      return a.toReassign ? 'Booked, needs another counsellor' : 'Booked';
    },
  },
];

/** An admin's extra column: "Give to…" on a booking whose counsellor no longer counsels. */
const giveColumn = (give: (appointment: AdminAppointment) => void): TableColumn<AdminAppointment> => ({
  id: 'give',
  header: 'Action',
  cell: (a) =>
    a.toReassign ? (
      <Button variant="link" onClick={() => give(a)} aria-label={`Give ${a.name}’s appointment to…`}>
        Give to…
      </Button>
    ) : null,
});

function Day({
  day,
  appointments,
  give,
}: {
  day: string;
  appointments: AdminAppointment[];
  give: ((appointment: AdminAppointment) => void) | undefined;
}) {
  const columns = give ? [...COLUMNS, giveColumn(give)] : COLUMNS;
  const address = useWholeListAddress(columns);
  const title = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={appointments}
        rowKey={(a) => a.id}
        address={address}
        paging={{ by: 'table', size: 100 }}
        empty="No appointment."
      />
    </section>
  );
}

/**
 * The next fortnight's bookings, a table a day; an admin chooses whose (the choice is kept in the
 * address) and gives a booking whose counsellor left to another.
 */
export function AppointmentDays({ admin }: { admin: boolean }) {
  const address = useWholeListAddress([], ['counsellorId']);
  const counsellorId = address.filters.counsellorId;
  const [giving, setGiving] = useState<AdminAppointment>();
  const list = useQuery({
    queryKey: [...APPOINTMENTS_KEY, counsellorId ?? ''],
    queryFn: () => listAppointments({ counsellorId }),
  });
  const counsellors = useQuery({ queryKey: ['counsellors-admin'], queryFn: listCounsellors, enabled: admin });
  return (
    <RefusedAccess error={list.error} title="This page is for our counsellors">
      <div className={styles.inbox}>
        <h1>Appointments</h1>
        {admin && (
          <label className={styles.filters}>
            Counsellor{' '}
            <Select
              value={counsellorId ?? ''}
              onChange={(event) => address.change({ counsellorId: event.target.value || undefined })}
            >
              <option value="">Everyone</option>
              {counsellors.data?.counsellors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.fullName}
                </option>
              ))}
            </Select>
          </label>
        )}
        {list.data?.days.length === 0 && (
          <p className={styles.muted}>No appointment in the next two weeks.</p>
        )}
        {list.data?.days.map((day) => (
          <Day key={day.day} {...day} give={admin ? setGiving : undefined} />
        ))}
        {giving && (
          <GiveAppointmentDialog key={giving.id} appointment={giving} onClose={() => setGiving(undefined)} />
        )}
      </div>
    </RefusedAccess>
  );
}
