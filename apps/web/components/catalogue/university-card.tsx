import Link from 'next/link';
import type { UniversityRef } from '@meridian/domain/catalogue/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import { UniversityLogo } from './university-logo.tsx';
import styles from './catalogue.module.css';

export function UniversityCard({
  university,
  courseCount,
}: {
  university: UniversityRef;
  courseCount?: number;
}) {
  return (
    <li className={`${styles.card} ${styles.withLogo}`}>
      <UniversityLogo university={university} size={40} />
      <div>
        <h2>
          <Link href={siteRoutes.university(university)}>{university.name}</Link>
        </h2>
        <p className={styles.muted}>
          <CountryFlag country={university.country} height={12} className={styles.flag} />
          {university.city}, {university.country.name} ·{' '}
          {university.worldRanking
            ? `QS World University Rankings 2026: #${university.worldRanking}`
            : 'Not ranked'}
          {courseCount !== undefined && ` · ${courseCount} ${courseCount === 1 ? 'course' : 'courses'}`}
        </p>
      </div>
    </li>
  );
}
