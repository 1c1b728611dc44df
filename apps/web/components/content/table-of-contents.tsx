import type { TocEntry } from '@meridian/domain/content/table-of-contents';
import styles from './content.module.css';

export function TableOfContents({ entries, extra = [] }: { entries: TocEntry[]; extra?: TocEntry[] }) {
  const all = [...entries, ...extra];
  if (all.length < 2) return null;
  return (
    <nav aria-label="Table of contents" className={styles.toc}>
      <h2>In this article</h2>
      <ol>
        {all.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
