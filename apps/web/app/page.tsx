import Link from 'next/link';
import { contentApi } from '../lib/api/content-api.ts';
import { listCountriesLite } from '../lib/api/pathway.ts';
import { pageMetadata } from '../lib/seo/page-metadata.ts';
import styles from './home.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad: Countries, Universities, Courses and Exams',
    description:
      'Compare study destinations by cost, intakes, visa and work rights, and talk to a study-abroad counsellor for free.',
    path: '/study-abroad',
  });
}

export default async function HomePage() {
  const countries = (await listCountriesLite(contentApi())).filter((c) => c.slug !== 'others');
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Plan your study abroad journey with people who have done it</h1>
        <p>
          Honest numbers on tuition, living costs, intakes, visas and post-study work rights for every major
          destination, checked against official sources.
        </p>
      </section>
      <section aria-labelledby="destinations-title">
        <h2 id="destinations-title">Where do you want to study?</h2>
        <ul className={styles.countries}>
          {countries.map((country) => (
            <li key={country.slug}>
              <Link href={`/${country.slug}`}>Study in {country.name}</Link>
            </li>
          ))}
          <li>
            <Link href="/others">Other destinations</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
