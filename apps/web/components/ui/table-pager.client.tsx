'use client';

import Link from 'next/link';
import { pageCount, pageLinks } from '@meridian/domain/pagination';
import styles from './data-table.module.css';

/**
 * A console table's pages: how many rows, previous, the first, last and nearby pages, next. Links
 * to the page's address (open in a new tab, shared), followed in place of the current address.
 */
export function TablePager(props: {
  page: number;
  size: number;
  total: number;
  hrefOf: (page: number) => string;
}) {
  const { page, size, total } = props;
  const last = pageCount({ total, size });
  const first = Math.min(total, (page - 1) * size + 1);
  const link = (to: number, text: string, label?: string) => (
    <Link href={props.hrefOf(to)} replace scroll={false} aria-label={label}>
      {text}
    </Link>
  );
  return (
    <div className={styles.pager}>
      <p className={styles.count}>
        {total === 0 ? 'None' : `${first}–${Math.min(total, page * size)} of ${total}`}
      </p>
      {last > 1 && (
        <nav aria-label="Pages">
          <ul>
            {page > 1 && <li>{link(page - 1, 'Previous')}</li>}
            {pageLinks(page, last).map((n, i) => (
              <li key={n ?? `gap-${i}`}>
                {n === null ? (
                  <span aria-hidden="true">…</span>
                ) : n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  link(n, String(n), `Page ${n}`)
                )}
              </li>
            ))}
            {page < last && <li>{link(page + 1, 'Next')}</li>}
          </ul>
        </nav>
      )}
    </div>
  );
}
