import { sitePath, withQuery } from '@meridian/domain/routes/site-routes';
import styles from './content.module.css';

/** Numbered pages; page 1 is the bare path so it has one canonical URL. */
export function Pagination({ path, page, totalPages }: { path: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (n: number) => sitePath(withQuery(path, { page: n === 1 ? undefined : n }));
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={href(n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a href={href(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
