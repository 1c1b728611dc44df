import type { ArticleSummary } from '@meridian/domain/content/articles';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { formatDate } from '@meridian/domain/format-date';
import styles from './content.module.css';

/** Article links are plain anchors: SPEC.md §2 asks article links to force a full page load. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <li className={styles.card}>
      <a href={sitePath(siteRoutes.article(article.slug))} className={styles.cardTitle}>
        {article.title}
      </a>
      <p>{article.summary}</p>
      <p className={styles.meta}>
        {article.author.name} · <time dateTime={article.updatedOn}>{formatDate(article.updatedOn)}</time> ·{' '}
        {article.readMinutes} min read
      </p>
    </li>
  );
}

export function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className={styles.cards}>
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} />
      ))}
    </ul>
  );
}
