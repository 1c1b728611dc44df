import { formatIstDateTime } from '@meridian/domain/format-date';
import type { TableColumn } from './data-table.client.tsx';

/**
 * Builders of the usual console columns, bound to a list's row type (so a list's definition names
 * its columns without repeating the type): text, a count, an instant shown in IST.
 */
export function columnBuilders<Row>() {
  return {
    /** Text, sorted and searched as shown. */
    text: (id: string, header: string, text: (row: Row) => string): TableColumn<Row> => ({
      id,
      header,
      value: text,
      cell: text,
    }),
    /** A count, largest first on the first click. */
    count: (
      id: string,
      header: string,
      count: (row: Row) => number,
      show = (row: Row) => String(count(row)),
    ) => ({
      id,
      header,
      value: count,
      cell: show,
      descendingFirst: true,
    }),
    /** An instant (or none), shown in IST and sorted by time. */
    time: (
      id: string,
      header: string,
      instant: (row: Row) => string | null,
      none = '—',
    ): TableColumn<Row> => ({
      id,
      header,
      value: instant,
      cell: (row) => {
        const at = instant(row);
        return at ? formatIstDateTime(at) : none;
      },
    }),
  };
}

export type ColumnBuilders<Row> = ReturnType<typeof columnBuilders<Row>>;
