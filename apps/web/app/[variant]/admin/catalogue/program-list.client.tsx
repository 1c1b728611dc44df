'use client';

import { useQuery } from '@tanstack/react-query';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import type { AdminProgram } from '@meridian/domain/catalogue/program-admin';
import { listAdminPrograms, saveProgram } from '@/lib/api/catalogue-admin.ts';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { ActiveSwitch } from '@/components/console/active-switch.client.tsx';
import { useRowEditing } from '@/components/console/use-row-editing.tsx';
import { catalogueKeys } from './catalogue-keys.ts';
import { ProgramEditor } from './program-editor.client.tsx';
import styles from '../content/back-office.module.css';

const PAGE_SIZE = 25;

/** The program as the API takes it back, with `active` set. */
function saveActive(program: AdminProgram, active: boolean) {
  const { universityName: _name, updatedAt: _updatedAt, ...input } = program;
  return saveProgram(program.slug, { ...input, active });
}

const column = columnBuilders<AdminProgram>();

const COLUMNS: TableColumn<AdminProgram>[] = [
  {
    id: 'title',
    header: 'Program',
    value: (program) => program.title,
    cell: (program) =>
      program.active ? (
        <a href={sitePath(siteRoutes.program(program.slug))}>{program.title}</a>
      ) : (
        program.title
      ),
  },
  column.text('degree', 'Degree', (program) => LEVEL_NAMES[program.degree]),
  column.text('university', 'University', (program) => program.universityName),
  {
    id: 'state',
    header: 'On the site',
    value: (program) => (program.active ? 'On' : 'Off'),
    cell: (program) => (program.active ? 'On' : 'Off'),
  },
  {
    id: 'switch',
    header: 'Change',
    cell: (program) => (
      <ActiveSwitch
        active={program.active}
        save={(active) => saveActive(program, active)}
        refresh={catalogueKeys.all}
      />
    ),
  },
];

const programTitle = (program: AdminProgram) => program.title;

/** Every accelerator program, on and off, added and changed here or by the catalogue import's programs feed. */
export function ProgramList() {
  const programs = useQuery({ queryKey: catalogueKeys.programs, queryFn: listAdminPrograms });
  const edit = useRowEditing(COLUMNS, programTitle);
  const address = useWholeListAddress(edit.columns);
  return (
    <section aria-label="Accelerator programs" className={styles.section}>
      <h2>Accelerator programs</h2>
      <p className={styles.muted}>
        Add or change a program here, or many at once with a programs feed (Content → Catalogue import); a
        program switched off here stays off.
      </p>
      <ProgramEditor
        key={edit.editing?.slug ?? 'new'}
        program={edit.editing}
        onDone={(program) => edit.done(program && `Saved ${program.title}.`)}
      />
      {edit.saved && <p role="status">{edit.saved}</p>}
      <DataTable
        caption="Accelerator programs"
        captionHidden
        search="Search programs"
        columns={edit.columns}
        rows={programs.data?.items}
        rowKey={(program) => program.slug}
        address={address}
        paging={{ by: 'table', size: PAGE_SIZE }}
        defaultSort="title"
        empty={address.filters.q ? `No program matches “${address.filters.q}”.` : 'No program yet.'}
        error={programs.error}
      />
    </section>
  );
}
