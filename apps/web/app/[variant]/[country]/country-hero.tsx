import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { CountryContent } from '@meridian/domain/country/schemas';
import { flagCodeOf } from '@meridian/domain/destination-list';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import styles from './country.module.css';

/**
 * The country page's opening: its flag beside the name, over a soft wash of the flag's own colours
 * (the flag blurred behind the text): the country's colours without a photograph or a landmark.
 */
export function CountryHero({
  iso3,
  name,
  slug,
  content,
}: {
  iso3: string;
  name: string;
  slug: string;
  content: CountryContent;
}) {
  const facts = content.quickFacts;
  const code = flagCodeOf({ iso3 });
  const wash = code ? ({ '--flag': `url(${sitePath(siteRoutes.flag(code))})` } as CSSProperties) : undefined;
  return (
    <header className={`${styles.hero} ${code ? styles.flagWash : ''}`} style={wash}>
      <p className={styles.eyebrow}>
        <CountryFlag country={{ iso3 }} height={20} className={styles.heroFlag} />
        Study in {name}
      </p>
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
