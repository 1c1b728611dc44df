'use client';

import { formatIstDateTime } from '@meridian/domain/format-date';
import type { AdminPageRow } from '@meridian/domain/cms/publishing';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import styles from './back-office.module.css';

/** The state a reader would see: a draft, scheduled for later, or live. */
function stateOf(page: AdminPageRow): string {
  if (page.status === 'draft') return 'Draft';
  return new Date(page.publishAt) > new Date()
    ? `Scheduled for ${formatIstDateTime(page.publishAt)}`
    : 'Published';
}

/** One kind's pages, last changed first, each opening the editor. */
export function PageTable(props: {
  heading: string;
  noun: string;
  groupLabel: string;
  pages: AdminPageRow[] | undefined;
  onEdit: (key: string) => void;
  onNew: () => void;
}) {
  return (
    <section aria-label={props.heading} className={styles.section}>
      <div className={styles.row}>
        <h2>{props.heading}</h2>
        <button type="button" onClick={props.onNew}>
          New {props.noun}
        </button>
      </div>
      {!props.pages && <p aria-busy="true">Loading…</p>}
      {props.pages && (
        <table>
          <ColumnHeads names={['Title', props.groupLabel, 'State', 'Last changed']} />
          <tbody>
            {props.pages.map((page) => (
              <tr key={page.key}>
                <td>
                  <button type="button" className={styles.link} onClick={() => props.onEdit(page.key)}>
                    {page.title}
                  </button>
                </td>
                <td>{page.group}</td>
                <td>{stateOf(page)}</td>
                <td>{formatIstDateTime(page.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
