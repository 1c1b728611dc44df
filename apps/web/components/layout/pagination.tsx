import Link from 'next/link';
import { pageCount, pageLinks, withPage } from '@meridian/domain/pagination';
import styles from './pagination.module.css';

/**
 * The pager of every listing (courses, universities, programs, articles): previous, the first, last
 * and nearby pages, next. `route` is the listing's route with its filters; `list` the API's page.
 */
export function Pagination({
  route,
  list,
}: {
  route: string;
  list: { page: number; size: number; total: number };
}) {
  const last = pageCount(list);
  const { page } = list;
  const links = pageLinks(page, last);
  if (links.length === 0) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={withPage(route, page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {links.map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link href={withPage(route, n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < last && (
          <li>
            <Link href={withPage(route, page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
