'use client';

import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EditedPage } from './page-form.ts';
import type { PageKind } from './page-kinds.ts';
import { PageTable } from './page-table.client.tsx';
import { PageEditor } from './page-editor.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';

/** The page open in the editor: an existing one by key, or a new one. */
type Editing = { key: string } | { key: undefined } | undefined;

/** One kind's tab: its list of pages, or the editor of one. */
export function PagesTab<Page extends EditedPage>({ kind }: { kind: PageKind<Page> }) {
  const [editing, setEditing] = useState<Editing>();
  const pages = useQuery({ queryKey: backOfficeKeys.list(kind.entity), queryFn: kind.list });
  const edit = useCallback((key: string) => setEditing({ key }), []);
  if (editing) return <PageEditor kind={kind} pageKey={editing.key} onClose={() => setEditing(undefined)} />;
  return (
    <PageTable
      heading={kind.plural}
      noun={kind.noun}
      groupLabel={kind.choices[0]?.label ?? 'Group'}
      pages={pages.data?.items}
      error={pages.error}
      onEdit={edit}
      onNew={() => setEditing({ key: undefined })}
    />
  );
}
