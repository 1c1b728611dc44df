import { SCHOLARSHIP_LEVEL_LABELS, type Scholarship } from '@meridian/domain/content/scholarships';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './scholarship.module.css';

export function ScholarshipResults(props: {
  items: readonly Scholarship[];
  filtered: boolean;
  clearHref: string;
}) {
  const { items } = props;
  const count = items.length === 1 ? '1 scholarship' : `${items.length} scholarships`;
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">{props.filtered ? `${count} match your filters` : `All ${count}`}</h2>
      {props.filtered && (
        <p>
          <a href={props.clearHref}>Clear filters</a>
        </p>
      )}
      {items.length === 0 && (
        <p>No scholarship matches all three filters. Try any amount, or another level.</p>
      )}
      <ul className={styles.results}>
        {items.map((s) => (
          <li key={s.slug} className={styles.card}>
            <h3>{s.name}</h3>
            <p className={styles.meta}>
              {s.provider} · {s.countryName} · {s.levels.map((l) => SCHOLARSHIP_LEVEL_LABELS[l]).join(', ')}
            </p>
            <dl className={styles.facts}>
              <dt>Covers</dt>
              <dd>
                {s.coverage}: {s.valueText}
              </dd>
              <dt>Who can apply</dt>
              <dd>{s.eligibility}</dd>
              <dt>Deadline</dt>
              <dd>{s.deadlineText}</dd>
            </dl>
            <p>
              {s.articleSlug && (
                <>
                  <a href={sitePath(siteRoutes.article(s.articleSlug))}>Read our {s.name} guide</a> ·{' '}
                </>
              )}
              <a href={s.officialUrl} rel="noopener noreferrer" target="_blank">
                Official website
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
