import type { UniversitySummary } from '@meridian/domain/country/schemas';
import styles from './country.module.css';

export function CountryUniversities({
  name,
  universities,
}: {
  name: string;
  universities: UniversitySummary[];
}) {
  if (universities.length === 0) return null;
  return (
    <section id="universities" aria-labelledby="universities-title">
      <h2 id="universities-title">Top universities in {name}</h2>
      <ol className={styles.universities}>
        {universities.map((university) => (
          <li key={university.id}>
            <strong>{university.name}</strong>
            <span>{university.city}</span>
            <span>
              {university.worldRanking
                ? `#${university.worldRanking} in the ${university.rankingSource ?? 'world rankings'}`
                : 'Not in the world rankings'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
