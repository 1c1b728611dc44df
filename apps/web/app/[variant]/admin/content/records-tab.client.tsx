'use client';

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublishStatus } from '@meridian/domain/cms/publishing';
import {
  DataTable,
  useWholeListAddress,
  type TableColumn,
  type TableRow,
} from '@/components/ui/data-table.client.tsx';
import { columnBuilders } from '@/components/ui/table-columns.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import { RecordEditor } from './record-editor.client.tsx';
import type { RecordKind } from './record-kind.ts';
import { LIST_PAGE_SIZE } from './form-text.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

/** One kind's part: its records, drafts too, or the editor of one (a new one when `row` is none). */
export function RecordsTab<
  Rec extends { status: PublishStatus },
  Row extends TableRow,
  Input,
  Key extends string | number,
>({ kind }: { kind: RecordKind<Rec, Row, Input, Key> }) {
  const records = useQuery({ queryKey: backOfficeKeys.list(kind.entity), queryFn: kind.list });
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  const columns = useMemo(
    (): TableColumn<Row>[] => [
      {
        id: 'name',
        header: kind.nameHeader,
        value: kind.nameOf,
        cell: (row) => (
          <Button variant="link" onClick={() => setEditing({ row })}>
            {kind.nameOf(row)}
          </Button>
        ),
      },
      ...kind.columns(columnBuilders<Row>()),
    ],
    [kind],
  );
  const address = useWholeListAddress(columns);
  if (editing) return <RecordEditor kind={kind} row={editing.row} onClose={() => setEditing(undefined)} />;
  return (
    <section aria-label={kind.plural} className={styles.section}>
      <div className={styles.row}>
        <h2>{kind.plural}</h2>
        <Button onClick={() => setEditing({ row: undefined })}>New {kind.noun}</Button>
      </div>
      <DataTable
        caption={kind.plural}
        captionHidden
        search={`Search ${kind.plural.toLowerCase()}`}
        columns={columns}
        rows={records.data?.items}
        rowKey={(row) => String(kind.keyOf(row))}
        address={address}
        paging={{ by: 'table', size: LIST_PAGE_SIZE }}
        empty={address.filters.q ? `No ${kind.noun} matches “${address.filters.q}”.` : `No ${kind.noun} yet.`}
        error={records.error}
      />
    </section>
  );
}
