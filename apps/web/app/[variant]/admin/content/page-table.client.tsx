'use client';

import { useMemo } from 'react';
import { formatIstDateTime } from '@meridian/domain/format-date';
import type { AdminPageRow } from '@meridian/domain/cms/publishing';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { LIST_PAGE_SIZE } from './form-text.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

/** The state a reader would see: a draft, scheduled for later, or live. */
function stateOf(page: AdminPageRow): string {
  if (page.status === 'draft') return 'Draft';
  return new Date(page.publishAt) > new Date()
    ? `Scheduled for ${formatIstDateTime(page.publishAt)}`
    : 'Published';
}

function pageColumns(groupLabel: string, onEdit: (key: string) => void): TableColumn<AdminPageRow>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      value: (page) => page.title,
      cell: (page) => (
        <Button variant="link" onClick={() => onEdit(page.key)}>
          {page.title}
        </Button>
      ),
    },
    { id: 'group', header: groupLabel, value: (page) => page.group, cell: (page) => page.group },
    { id: 'state', header: 'State', value: stateOf, cell: stateOf },
    {
      id: 'updatedAt',
      header: 'Last changed',
      value: (page) => page.updatedAt,
      cell: (page) => formatIstDateTime(page.updatedAt),
      descendingFirst: true,
    },
  ];
}

/** One kind's pages, last changed first (or as sorted and searched in the address), each opening the editor. */
export function PageTable(props: {
  heading: string;
  noun: string;
  groupLabel: string;
  pages: AdminPageRow[] | undefined;
  error: Error | null;
  onEdit: (key: string) => void;
  onNew: () => void;
}) {
  const { groupLabel, onEdit } = props;
  const columns = useMemo(() => pageColumns(groupLabel, onEdit), [groupLabel, onEdit]);
  const address = useWholeListAddress(columns);
  return (
    <section aria-label={props.heading} className={styles.section}>
      <div className={styles.row}>
        <h2>{props.heading}</h2>
        <Button onClick={props.onNew}>New {props.noun}</Button>
      </div>
      <DataTable
        caption={props.heading}
        captionHidden
        search={`Search ${props.heading.toLowerCase()}`}
        columns={columns}
        rows={props.pages}
        rowKey={(page) => page.key}
        address={address}
        paging={{ by: 'table', size: LIST_PAGE_SIZE }}
        defaultSort="-updatedAt"
        empty={
          address.filters.q ? `No ${props.noun} matches “${address.filters.q}”.` : `No ${props.noun} yet.`
        }
        error={props.error}
      />
    </section>
  );
}
