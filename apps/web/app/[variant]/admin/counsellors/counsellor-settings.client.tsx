'use client';

import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DESTINATION_SLUGS, findDestination } from '@meridian/domain/destinations';
import { CounsellorDesk, type CounsellorSettings } from '@meridian/domain/lead/counsellors';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { CheckboxGroup, FormActions, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { listCounsellors, saveAvailability, saveDesk } from '@/lib/api/lead-admin.ts';
import { EMPTY_HOURS, hoursText, WorkingHoursForm } from '@/lib/forms/working-hours-form.ts';
import styles from '../leads/admin.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { ImageField } from '@/components/console/image-field.client.tsx';
import { recordImages } from '@/lib/api/record-images.ts';

const counsellorKeys = { all: ['counsellors-admin'] as const };

const DeskFields = z.object({ destinations: z.array(z.string()) });

function DeskForm({ counsellor }: { counsellor: CounsellorSettings }) {
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'desk',
    schema: DeskFields.pipe(CounsellorDesk),
    empty: { destinations: [] },
    values: { destinations: counsellor.destinations },
    save: (desk) => saveDesk(counsellor.id, desk),
    refreshes: counsellorKeys.all,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`${counsellor.fullName}’s desk`}>
      <CheckboxGroup
        {...fieldProps('destinations', 'Destinations')}
        legend="The destinations whose new leads they take turns at"
        options={DESTINATION_SLUGS}
      />
      <FormActions alert={save.error?.message}>
        <Button type="submit" disabled={save.isPending}>
          Save the desk
        </Button>
      </FormActions>
      {save.isSuccess && <p role="status">Desk saved.</p>}
    </form>
  );
}

function HoursForm({ counsellor }: { counsellor: CounsellorSettings }) {
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'hours',
    schema: WorkingHoursForm,
    empty: EMPTY_HOURS,
    values: hoursText(counsellor.hours),
    save: (hours) => saveAvailability(counsellor.id, hours),
    refreshes: counsellorKeys.all,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`${counsellor.fullName}’s hours`}>
      <TextField {...fieldProps('timeZone', 'Time zone (e.g. Asia/Kolkata)')} />
      <TextAreaField
        {...fieldProps(
          'weekly',
          'Weekly hours, one window a line: Mon 10:00-13:00 (a centre’s slug after the times for visits there)',
        )}
        rows={8}
      />
      <TextField {...fieldProps('daysOff', 'Days off (YYYY-MM-DD, separated by commas)')} />
      <FormActions alert={save.error?.message}>
        <Button type="submit" disabled={save.isPending}>
          Save the hours
        </Button>
      </FormActions>
      {save.isSuccess && <p role="status">Hours saved: the open slots follow them now.</p>}
    </form>
  );
}

const hoursSummary = (counsellor: CounsellorSettings) =>
  counsellor.hours ? hoursText(counsellor.hours).weekly.replaceAll('\n', '; ') : 'No hours yet';

/** Counsellors with their desks and hours; the one chosen is edited below the list. */
/** The photo learners see of the counsellor (their initials without one). */
function PhotoField({ counsellor }: { counsellor: CounsellorSettings }) {
  const queryClient = useQueryClient();
  return (
    <section aria-label="Photo">
      <h3>Photo learners see</h3>
      <ImageField
        label={`Photo of ${counsellor.fullName}`}
        address={recordImages.counsellorPhoto(counsellor.id)}
        image={counsellor.photo}
        preview={<Avatar name={counsellor.fullName} photo={counsellor.photo} size={64} />}
        onChanged={() => queryClient.invalidateQueries({ queryKey: counsellorKeys.all })}
      />
    </section>
  );
}

export function CounsellorSettingsPage({ userId, admin }: { userId: string; admin: boolean }) {
  const list = useQuery({ queryKey: counsellorKeys.all, queryFn: listCounsellors });
  const [openId, setOpenId] = useState<string>();
  const rows = admin ? list.data?.counsellors : list.data?.counsellors.filter((c) => c.id === userId);
  const open = rows?.find((c) => c.id === (admin ? openId : userId));
  const columns = useMemo(
    (): TableColumn<CounsellorSettings>[] => [
      {
        id: 'fullName',
        header: 'Counsellor',
        value: (c) => c.fullName,
        cell: (c) => (
          <Button variant="link" onClick={() => setOpenId(c.id)}>
            {c.fullName}
          </Button>
        ),
      },
      {
        id: 'destinations',
        header: 'Desk',
        value: (c) => c.destinations.join(', '),
        cell: (c) => c.destinations.map((slug) => findDestination(slug)?.name ?? slug).join(', ') || '—',
      },
      { id: 'hours', header: 'Hours', value: hoursSummary, cell: hoursSummary },
    ],
    [],
  );
  const address = useWholeListAddress(columns);
  return (
    <RefusedAccess error={list.error} title="This page is for our counsellors">
      <div className={styles.inbox}>
        <h1>Counsellors</h1>
        <DataTable
          caption="Counsellors"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          address={address}
          paging={{ by: 'table', size: 50 }}
          empty="No counsellor yet: give someone the counsellor role under Staff."
          error={list.error}
          currentKey={open?.id}
        />
        {open && (
          <section aria-label={open.fullName} className={styles.panel}>
            <h2>{open.fullName}</h2>
            <PhotoField counsellor={open} />
            {admin && <DeskForm counsellor={open} />}
            <HoursForm counsellor={open} />
          </section>
        )}
      </div>
    </RefusedAccess>
  );
}
