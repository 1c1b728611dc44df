'use client';

import { formatIstDateTime } from '@meridian/domain/format-date';
import type { AdminArticleList } from '@meridian/domain/cms/articles-admin';
import styles from './back-office.module.css';

/** The state a reader would see: a draft, scheduled for later, or live. */
function stateOf(article: AdminArticleList['items'][number]): string {
  if (article.status === 'draft') return 'Draft';
  return new Date(article.publishAt) > new Date()
    ? `Scheduled for ${formatIstDateTime(article.publishAt)}`
    : 'Published';
}

export function ArticleTable(props: {
  articles: AdminArticleList['items'] | undefined;
  onEdit: (slug: string) => void;
  onNew: () => void;
}) {
  return (
    <section aria-label="Articles" className={styles.section}>
      <div className={styles.row}>
        <h2>Articles</h2>
        <button type="button" onClick={props.onNew}>
          New article
        </button>
      </div>
      {!props.articles && <p aria-busy="true">Loading articles…</p>}
      {props.articles && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">State</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {props.articles.map((article) => (
              <tr key={article.slug}>
                <td>
                  <button type="button" className={styles.link} onClick={() => props.onEdit(article.slug)}>
                    {article.title}
                  </button>
                </td>
                <td>{article.categorySlug}</td>
                <td>{stateOf(article)}</td>
                <td>{formatIstDateTime(article.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
