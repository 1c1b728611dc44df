import Link from 'next/link';
import styles from './catalogue.module.css';

/**
 * Previous/next links. Pages count from 1 in the URL (the proxy sends 0 and junk to /404) and
 * from 0 in the API (SPEC.md §9).
 */
export function Pagination({
  page,
  length,
  total,
  hrefFor,
}: {
  page: number;
  length: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const last = Math.max(0, Math.ceil(total / length) - 1);
  if (last === 0) return null;
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {page > 0 ? <Link href={hrefFor(page - 1)}>Previous page</Link> : <span />}
      <span className={styles.muted}>
        Page {page + 1} of {last + 1}
      </span>
      {page < last ? <Link href={hrefFor(page + 1)}>Next page</Link> : <span />}
    </nav>
  );
}
