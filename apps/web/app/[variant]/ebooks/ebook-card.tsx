import type { EbookSummary } from '@meridian/domain/content/ebooks';
import { formatDownloadCount } from '@meridian/domain/content/download-count';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/content/content.module.css';

export function EbookList({ ebooks }: { ebooks: readonly EbookSummary[] }) {
  return (
    <ul className={styles.cards}>
      {ebooks.map((ebook) => (
        <li key={ebook.id} className={styles.card}>
          <a href={sitePath(siteRoutes.ebook(ebook))} className={styles.cardTitle}>
            {ebook.title}
          </a>
          <p>{ebook.summary}</p>
          <p className={styles.meta}>
            {ebook.category.name} · {ebook.pages} pages · {formatDownloadCount(ebook.downloads)} downloads
          </p>
        </li>
      ))}
    </ul>
  );
}
