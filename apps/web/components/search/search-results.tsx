import Link from 'next/link';
import { findDestination } from '@meridian/domain/destinations';
import { slugOfLevel } from '@meridian/domain/catalogue/levels';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { SEARCH_KIND_LABELS } from '@meridian/domain/search/kind-labels';
import { MAX_SEARCH_QUERY_LENGTH } from '@meridian/domain/search/query-limits';
import type { SearchInterpretation, SearchKind } from '@meridian/domain/search/schemas';
import { contentApi } from '@/lib/api/content-api.ts';
import { searchSite } from '@/lib/api/search.ts';
import { Highlighted } from './highlighted.tsx';
import styles from './search-results.module.css';
import { Button } from '@/components/ui/button.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';

/** The listings offered when nothing matched: the nearest to what the query named, then the most asked for. */
function nearestListings(interpretation: SearchInterpretation | undefined) {
  const country = interpretation?.country ? findDestination(interpretation.country) : undefined;
  const level = interpretation?.level ? slugOfLevel(interpretation.level) : 'masters';
  const named = country
    ? [
        {
          title: `${level === 'masters' ? 'Masters' : 'Bachelors'} in ${country.name}`,
          path: siteRoutes.courseListing({ country: country.slug, level }),
        },
      ]
    : [];
  return [
    ...named,
    { title: 'Masters in the USA', path: siteRoutes.courseListing({ country: 'usa', level: 'masters' }) },
    { title: 'Masters in the UK', path: siteRoutes.courseListing({ country: 'uk', level: 'masters' }) },
    { title: 'Masters in Canada', path: siteRoutes.courseListing({ country: 'canada', level: 'masters' }) },
    { title: 'Courses abroad', path: siteRoutes.courseListing({ level: 'courses' }) },
  ].filter((l, i, all) => all.findIndex((o) => o.path === l.path) === i);
}

/** The results page: the search form again, filters by kind, the results, or a way on when none matched. */
export async function SearchResults({ q, kind }: { q: string; kind: SearchKind | undefined }) {
  const answer = q ? await searchSite(contentApi(), { q, kind }) : undefined;
  const kinds = Object.entries(answer?.kindCounts ?? {}) as [SearchKind, number][];
  const words = answer?.interpretation?.highlight ?? [];
  const corrected = answer?.interpretation?.correctedQuery;
  return (
    <main className={styles.page}>
      <h1>{q ? `Results for “${q}”` : 'Search'}</h1>
      <form role="search" action={sitePath(siteRoutes.search())} method="get" className={styles.form}>
        <label htmlFor="search-page-q">Search the site</label>
        <TextInput
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {corrected && <p className={styles.note}>Showing results for “{corrected}”.</p>}
      {kinds.length > 1 && (
        <nav aria-label="Filter by kind" className={styles.filters}>
          <Link href={siteRoutes.search({ q })} aria-current={kind ? undefined : 'page'}>
            All
          </Link>
          {kinds.map(([k, count]) => (
            <Link
              key={k}
              href={siteRoutes.search({ q, kind: k })}
              aria-current={k === kind ? 'page' : undefined}
            >
              {SEARCH_KIND_LABELS[k]} ({count})
            </Link>
          ))}
        </nav>
      )}
      {answer && answer.results.length > 0 ? (
        <ol className={styles.results}>
          {answer.results.map((result) => (
            <li key={result.path}>
              <span className={styles.kind}>{SEARCH_KIND_LABELS[result.kind]}</span>
              <Link href={result.path} className={styles.title}>
                <Highlighted text={result.title} words={words} />
              </Link>
              {result.subtitle && <p className={styles.subtitle}>{result.subtitle}</p>}
            </li>
          ))}
        </ol>
      ) : (
        q && (
          <section aria-labelledby="no-results" className={styles.empty}>
            <h2 id="no-results">Nothing matched “{q}”</h2>
            <p>Try fewer words, or browse the courses students look at most:</p>
            <ul>
              {nearestListings(answer?.interpretation).map((l) => (
                <li key={l.path}>
                  <Link href={l.path}>{l.title}</Link>
                </li>
              ))}
            </ul>
            <p>
              Or ask a counsellor:{' '}
              <Link href={siteRoutes.scheduleAppointment()}>book a free counselling session</Link>.
            </p>
          </section>
        )
      )}
    </main>
  );
}
