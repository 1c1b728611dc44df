import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { TableColumn } from '@/components/ui/data-table.client.tsx';

/**
 * A console list whose rows open in the editor above it: the list's columns with a Details column
 * whose "Change …" button opens the row, the row being edited, and what was last saved. Pass
 * columns and `name` that keep their identity between renders (module constants), so the table's
 * columns do too.
 */
export function useRowEditing<Row>(columns: TableColumn<Row>[], name: (row: Row) => ReactNode) {
  const [editing, setEditing] = useState<Row>();
  const [saved, setSaved] = useState<string>();
  const withDetails = useMemo(
    (): TableColumn<Row>[] => [
      ...columns,
      {
        id: 'edit',
        header: 'Details',
        cell: (row) => (
          <Button
            variant="link"
            onClick={() => {
              setSaved(undefined);
              setEditing(row);
            }}
          >
            Change {name(row)}
          </Button>
        ),
      },
    ],
    [columns, name],
  );
  return {
    columns: withDetails,
    editing,
    saved,
    /** Closes the editor, with what it saved to say so (none when it was cancelled). */
    done(message: string | undefined) {
      setEditing(undefined);
      setSaved(message);
    },
  };
}
