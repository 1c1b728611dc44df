'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { findDestination } from '@meridian/domain/destinations';
import type { AdminAlumnus } from '@meridian/domain/alumni/admin';
import type { AdminBuddy } from '@meridian/domain/learning/buddy-admin';
import { listAdminAlumni, listAdminBuddies, saveAlumnus, saveBuddy } from '@/lib/api/catalogue-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { ActiveSwitch } from '@/components/console/active-switch.client.tsx';
import { useRowEditing } from '@/components/console/use-row-editing.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { useAddressChoice } from '@/components/ui/use-address-query.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { AlumnusEditor } from './alumnus-editor.client.tsx';
import { BuddyEditor } from './buddy-editor.client.tsx';
import { SETTINGS_KEY } from './settings-keys.ts';

const PAGE_SIZE = 25;
const onOff = (active: boolean) => (active ? 'On' : 'Off');

const ALUMNI_COLUMNS: TableColumn<AdminAlumnus>[] = [
  { id: 'name', header: 'Alumnus', value: (a) => a.fullName, cell: (a) => a.fullName },
  { id: 'university', header: 'University', value: (a) => a.universityName, cell: (a) => a.universityName },
  {
    id: 'course',
    header: 'Course',
    value: (a) => a.course,
    cell: (a) => `${a.course} (${a.graduationYear})`,
  },
  { id: 'state', header: 'Listed', value: (a) => onOff(a.active), cell: (a) => onOff(a.active) },
  {
    id: 'switch',
    header: 'Change',
    cell: ({ id, universityName: _name, ...input }) => (
      <ActiveSwitch
        active={input.active}
        save={(active) => saveAlumnus(id, { ...input, active })}
        refresh={SETTINGS_KEY}
      />
    ),
  },
];

const destinationName = (slug: string) => findDestination(slug)?.name ?? slug;

const BUDDY_COLUMNS: TableColumn<AdminBuddy>[] = [
  { id: 'name', header: 'Buddy', value: (b) => b.fullName, cell: (b) => b.fullName },
  {
    id: 'destination',
    header: 'Destination',
    value: (b) => destinationName(b.destination),
    cell: (b) => destinationName(b.destination),
  },
  { id: 'university', header: 'University', value: (b) => b.university, cell: (b) => b.university },
  {
    id: 'state',
    header: 'Matched with new learners',
    value: (b) => onOff(b.active),
    cell: (b) => onOff(b.active),
  },
  {
    id: 'switch',
    header: 'Change',
    cell: ({ id, ...input }) => (
      <ActiveSwitch
        active={input.active}
        save={(active) => saveBuddy(id, { ...input, active })}
        refresh={SETTINGS_KEY}
      />
    ),
  },
];

const fullName = (person: { fullName: string }) => person.fullName;

/** A list of people with the form that adds one, or changes the one whose "Change" was pressed. */
function PeopleTable<Row extends { id: number; fullName: string }>(props: {
  heading: string;
  noun: string;
  columns: TableColumn<Row>[];
  rows: Row[] | undefined;
  error: Error | null;
  editor: (row: Row | undefined, onDone: (saved?: Row) => void) => ReactNode;
}) {
  const edit = useRowEditing(props.columns, fullName);
  const address = useWholeListAddress(edit.columns);
  return (
    <section aria-label={props.heading} className={styles.section}>
      <h2>{props.heading}</h2>
      <div key={edit.editing?.id ?? 'new'}>
        {props.editor(edit.editing, (row) => edit.done(row && `Saved ${row.fullName}.`))}
      </div>
      {edit.saved && <p role="status">{edit.saved}</p>}
      <DataTable
        caption={props.heading}
        captionHidden
        search={`Search ${props.heading.toLowerCase()}`}
        columns={edit.columns}
        rows={props.rows}
        rowKey={(row) => String(row.id)}
        address={address}
        paging={{ by: 'table', size: PAGE_SIZE }}
        defaultSort="name"
        empty={
          address.filters.q ? `No ${props.noun} matches “${address.filters.q}”.` : `No ${props.noun} yet.`
        }
        error={props.error}
      />
    </section>
  );
}

const TABS = { alumni: 'Alumni', buddies: 'Buddies' } as const;
type Tab = keyof typeof TABS;

/** Settings kept by admins: alumni learners may talk to and the buddies they are matched with, added, changed and on or off. */
export function SettingsConsole() {
  const [tab, setTab] = useAddressChoice('tab', Object.keys(TABS) as Tab[]);
  const alumni = useQuery({ queryKey: [...SETTINGS_KEY, 'alumni'], queryFn: listAdminAlumni });
  const buddies = useQuery({ queryKey: [...SETTINGS_KEY, 'buddies'], queryFn: listAdminBuddies });
  return (
    <RefusedAccess error={alumni.error} title="This page is for admins">
      <div className={styles.office}>
        <h1>Settings</h1>
        <nav aria-label="Settings parts" className={styles.tabs}>
          {(Object.keys(TABS) as Tab[]).map((name) => (
            <Button key={name} aria-pressed={tab === name} onClick={() => setTab(name)}>
              {TABS[name]}
            </Button>
          ))}
        </nav>
        {tab === 'alumni' && (
          <PeopleTable
            heading="Alumni"
            noun="alumnus"
            columns={ALUMNI_COLUMNS}
            rows={alumni.data?.items}
            error={alumni.error}
            editor={(row, onDone) => <AlumnusEditor alumnus={row} onDone={onDone} />}
          />
        )}
        {tab === 'buddies' && (
          <PeopleTable
            heading="Buddies"
            noun="buddy"
            columns={BUDDY_COLUMNS}
            rows={buddies.data?.items}
            error={buddies.error}
            editor={(row, onDone) => <BuddyEditor buddy={row} onDone={onDone} />}
          />
        )}
      </div>
    </RefusedAccess>
  );
}
