import Link from 'next/link';
import type { UniversitySummary } from '@meridian/domain/country/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './country.module.css';

export function CountryUniversities({
  name,
  slug,
  universities,
}: {
  name: string;
  slug: string;
  universities: UniversitySummary[];
}) {
  if (universities.length === 0) return null;
  return (
    <section id="universities" aria-labelledby="universities-title">
      <h2 id="universities-title">Top universities in {name}</h2>
      <ol className={styles.universities}>
        {universities.map((university) => (
          <li key={university.id}>
            <strong>
              <Link href={siteRoutes.university({ countrySlug: slug, slug: university.slug })}>
                {university.name}
              </Link>
            </strong>
            <span>{university.city}</span>
            <span>
              {university.worldRanking
                ? `#${university.worldRanking} in the ${university.rankingSource ?? 'world rankings'}`
                : 'Not in the world rankings'}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <Link href={siteRoutes.universityListing({ country: slug })}>All universities in {name}</Link>
      </p>
    </section>
  );
}
