'use client';

import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import styles from './back-office.module.css';

/** One record's editor: its heading, the way back to the list, the form, then its history. */
export function EditorFrame(props: {
  label: string;
  heading: string;
  onClose: () => void;
  children: ReactNode;
  history?: ReactNode;
}) {
  return (
    <section aria-label={props.label} className={styles.section}>
      <div className={styles.row}>
        <h2>{props.heading}</h2>
        <button type="button" className={styles.link} onClick={props.onClose}>
          Back to the list
        </button>
      </div>
      {props.children}
      {props.history}
    </section>
  );
}

/** A list of records to open in their editor, and the button that starts a new one. */
export function RecordTable<Row>(props: {
  label: string;
  newLabel: string;
  rows: readonly Row[] | undefined;
  headers: readonly string[];
  keyOf: (row: Row) => string;
  /** The cells after the first, which is the record's name (a button that opens it). */
  nameOf: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
  onEdit: (row: Row) => void;
  onNew: () => void;
}) {
  return (
    <section aria-label={props.label} className={styles.section}>
      <div className={styles.row}>
        <h2>{props.label}</h2>
        <button type="button" onClick={props.onNew}>
          {props.newLabel}
        </button>
      </div>
      {!props.rows && <p aria-busy="true">Loading…</p>}
      {props.rows && (
        <table>
          <ColumnHeads names={props.headers} />
          <tbody>
            {props.rows.map((row) => (
              <tr key={props.keyOf(row)}>
                <td>
                  <button type="button" className={styles.link} onClick={() => props.onEdit(row)}>
                    {props.nameOf(row)}
                  </button>
                </td>
                {props.cells(row).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
