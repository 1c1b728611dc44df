import { pageCount, pageLinks, withPage } from '@meridian/domain/pagination';
import { sitePath } from '@meridian/domain/routes/site-routes';
import styles from './pagination.module.css';

/**
 * The pager of every listing (courses, universities, programs, articles): previous, the first, last
 * and nearby pages, next. `route` is the listing's route with its filters; `list` the API's page.
 * Plain links, as article listings' must be (SPEC.md §2: a full page load), so every listing pages alike.
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
            <a href={sitePath(withPage(route, page - 1))} rel="prev">
              Previous
            </a>
          </li>
        )}
        {links.map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={sitePath(withPage(route, n))} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < last && (
          <li>
            <a href={sitePath(withPage(route, page + 1))} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
