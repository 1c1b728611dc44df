import Link from 'next/link';
import type { CountryContent } from '@meridian/domain/country/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import styles from './country.module.css';

export function CountryHero({
  name,
  slug,
  content,
}: {
  name: string;
  slug: string;
  content: CountryContent;
}) {
  const facts = content.quickFacts;
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>Study in {name}</p>
      <h1>{content.headline}</h1>
      <p className={styles.summary}>{content.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Capital</dt>
          <dd>{facts.capital}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{facts.currencyCode}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{facts.languages.join(', ')}</dd>
        </div>
        <div>
          <dt>International students</dt>
          <dd>{facts.internationalStudents}</dd>
        </div>
        <div>
          <dt>Popular cities</dt>
          <dd>{facts.popularCities.join(', ')}</dd>
        </div>
        <div>
          <dt>Popular courses</dt>
          <dd>{facts.popularCourses.join(', ')}</dd>
        </div>
      </dl>
      <CounsellorPhone>
        {(call) => <p className={styles.cta}>Unsure where to start? Call a counsellor free on {call}.</p>}
      </CounsellorPhone>
      <p className={styles.cta}>
        <Link href={siteRoutes.enquiryAbout({ country: slug })}>
          Talk to a counsellor about studying in {name}
        </Link>
      </p>
    </header>
  );
}
