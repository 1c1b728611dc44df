'use client';

import { useQuery } from '@tanstack/react-query';
import { openingHoursText } from '@meridian/domain/lead/opening-hours';
import type { AdminCentre } from '@meridian/domain/lead/centres';
import { listAdminCentres, saveCentre } from '@/lib/api/lead-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { ActiveSwitch } from '@/components/console/active-switch.client.tsx';
import { useRowEditing } from '@/components/console/use-row-editing.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { LIST_PAGE_SIZE } from '../content/form-text.ts';
import { CentreEditor } from './centre-editor.client.tsx';
import { centreInputOf } from './centre-form.ts';
import { DIRECTORY_NAMES, centreKeys } from './centre-keys.ts';
import styles from '../content/back-office.module.css';

const column = columnBuilders<AdminCentre>();
const onOff = (centre: AdminCentre) => (centre.active ? 'On' : 'Off');

const COLUMNS: TableColumn<AdminCentre>[] = [
  column.text('name', 'Centre', (centre) => (centre.sample ? `${centre.name} (sample)` : centre.name)),
  column.text('city', 'City', (centre) => centre.cityName),
  column.text('hours', 'Open', (centre) => openingHoursText(centre.openingHours)),
  column.text(
    'offers',
    'Listed in',
    (centre) => centre.offers.map((kind) => DIRECTORY_NAMES[kind]).join(', ') || 'No directory',
  ),
  column.text('state', 'Visits and listing', onOff),
  {
    id: 'switch',
    header: 'Change',
    cell: (centre) => (
      <ActiveSwitch
        active={centre.active}
        save={(active) => saveCentre(centre.id, { ...centreInputOf(centre), active })}
        refresh={centreKeys.all}
      />
    ),
  },
];

const centreName = (centre: AdminCentre) => centre.name;

/**
 * The experience centres (admins): each is offered for visits on /schedule-appointment (where a
 * counsellor's hours name it) and listed in the directories it offers; off, neither.
 */
export function CentresConsole() {
  const centres = useQuery({ queryKey: centreKeys.all, queryFn: listAdminCentres });
  const edit = useRowEditing(COLUMNS, centreName);
  const address = useWholeListAddress(edit.columns);
  return (
    <RefusedAccess error={centres.error} title="This page is for admins">
      <div className={styles.office}>
        <h1>Experience centres</h1>
        <p className={styles.muted}>
          Learners book visits at a centre in the hours a counsellor works there (Counsellors: a centre’s
          short name after a window’s times). A centre switched off is offered for no new visit and listed
          nowhere; visits already booked stay.
        </p>
        <CentreEditor
          key={edit.editing?.id ?? 'new'}
          centre={edit.editing}
          onDone={(centre) => edit.done(centre && `Saved ${centre.name}.`)}
        />
        {edit.saved && <p role="status">{edit.saved}</p>}
        <section aria-label="Centres" className={styles.section}>
          <h2>Centres</h2>
          <DataTable
            caption="Experience centres"
            captionHidden
            search="Search centres"
            columns={edit.columns}
            rows={centres.data?.items}
            rowKey={(centre) => String(centre.id)}
            address={address}
            paging={{ by: 'table', size: LIST_PAGE_SIZE }}
            defaultSort="city"
            empty={address.filters.q ? `No centre matches “${address.filters.q}”.` : 'No centre yet.'}
            error={centres.error}
          />
        </section>
      </div>
    </RefusedAccess>
  );
}
