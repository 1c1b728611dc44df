import { Fragment } from 'react';
import type { ShownFactCheck } from '@meridian/domain/content/fact-check';
import { formatDate } from '@meridian/domain/format-date';
import styles from './content.module.css';

/** "Facts last checked 12/Oct/2026 · Sources: …": when a page's facts were checked, and against what. */
export function FactCheckNote({ factsCheckedAt, sources }: ShownFactCheck) {
  if (factsCheckedAt === null && sources.length === 0) return null;
  return (
    <p className={styles.meta}>
      {factsCheckedAt === null ? (
        'Facts not checked yet'
      ) : (
        <>
          Facts last checked <time dateTime={factsCheckedAt}>{formatDate(factsCheckedAt)}</time>
        </>
      )}
      {sources.length > 0 && (
        <>
          {' '}
          · Sources:{' '}
          {sources.map((source, i) => (
            <Fragment key={source.url}>
              {i > 0 && ', '}
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
