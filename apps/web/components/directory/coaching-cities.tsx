import type { DirectoryCities } from '@meridian/domain/content/directory';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { DIRECTORY_COPY } from './city-directory-page.tsx';
import styles from '@/components/content/content.module.css';

export const COACHING_CITIES_ID = 'coaching-centres';

/** Links to the IELTS coaching-centre page of every city that has one, so students (and crawlers) reach them. */
export function CoachingCities({ cities }: { cities: DirectoryCities['cities'] }) {
  const copy = DIRECTORY_COPY['ielts-coaching'];
  return (
    <section aria-labelledby={COACHING_CITIES_ID}>
      <h2 id={COACHING_CITIES_ID}>IELTS coaching centres near you</h2>
      <p>
        Addresses, opening hours and phone numbers of IELTS coaching centres in {cities.length} Indian
        {cities.length === 1 ? 'city' : 'cities'}.
      </p>
      <ul className={styles.linkGrid}>
        {cities.map((city) => (
          <li key={city.slug}>
            <a href={sitePath(copy.cityPath(city.slug))}>{copy.heading(city.name)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
