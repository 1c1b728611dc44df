'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublishStatus } from '@meridian/domain/cms/publishing';
import { backOfficeKeys } from './back-office-keys.ts';
import { RecordTable } from './editor-frame.client.tsx';
import { RecordEditor } from './record-editor.client.tsx';
import type { RecordKind } from './record-kind.ts';

/** One kind's part: its records, drafts too, or the editor of one (a new one when `row` is none). */
export function RecordsTab<Rec extends { status: PublishStatus }, Row, Input, Key extends string | number>({
  kind,
}: {
  kind: RecordKind<Rec, Row, Input, Key>;
}) {
  const records = useQuery({ queryKey: backOfficeKeys.list(kind.entity), queryFn: kind.list });
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  if (editing) return <RecordEditor kind={kind} row={editing.row} onClose={() => setEditing(undefined)} />;
  return (
    <RecordTable
      label={kind.plural}
      newLabel={`New ${kind.noun}`}
      rows={records.data?.items}
      headers={kind.headers}
      keyOf={(row) => String(kind.keyOf(row))}
      nameOf={kind.nameOf}
      cells={kind.cells}
      onEdit={(row) => setEditing({ row })}
      onNew={() => setEditing({ row: undefined })}
    />
  );
}
