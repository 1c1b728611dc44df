import type { ComponentProps, ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumnSpec<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, figures of one width (fees, counts). */
  numeric?: boolean;
  /** This column names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
}

/**
 * A table of a few columns that never makes a phone scroll sideways: `scroll` keeps the table and
 * scrolls inside its frame; `stack` shows each row as a card of label and value pairs below 600 px.
 */
export function Table<Row>(props: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumnSpec<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  layout?: 'scroll' | 'stack';
}) {
  const stack = props.layout === 'stack';
  return (
    <div className={[styles.scroll, stack && styles.stack].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className={props.captionHidden ? 'visually-hidden' : undefined}>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A table of another shape (courses side by side, a total row) in the site's look, inside the same
 * frame that scrolls rather than making a phone scroll sideways.
 */
export function TableFrame({ className, ...rest }: ComponentProps<'table'>) {
  return (
    <div className={styles.scroll}>
      <table className={[styles.table, className].filter(Boolean).join(' ')} {...rest} />
    </div>
  );
}
