'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getDashboardUniversities } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';

const countryNames = (iso3s: readonly string[]) =>
  iso3s.map((iso3) => DESTINATIONS.find((d) => d.iso3 === iso3)?.name ?? iso3).join(', ');

/** Universities of the learner's preferred destinations and level (40 at most), best ranked first. */
export function DashboardUniversities({ userId }: { userId: string }) {
  const universities = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-universities'),
    queryFn: () => getDashboardUniversities(userId),
  });
  return (
    <QueryState query={universities} loading="Finding universities for you…">
      {({ basedOn, universities: list, total }) =>
        basedOn === null || list.length === 0 ? (
          <EmptyState
            title={basedOn ? 'No universities match your preferences yet' : 'Tell us where you want to study'}
            headingLevel={4}
            actions={<Link href={siteRoutes.leadProfile()}>Set your study-abroad preferences</Link>}
          >
            We list the universities of your preferred countries that teach your level.
          </EmptyState>
        ) : (
          <>
            <p className={styles.muted}>
              {LEVEL_NAMES[basedOn.educationLevel]} in {countryNames(basedOn.countries) || 'any country'}: the
              {total > list.length ? ` top ${list.length} of ${total}` : ` ${list.length}`}, best ranked
              first.
            </p>
            <ol aria-label="Universities for you">
              {list.map((university) => (
                <li key={university.id}>
                  <Link href={siteRoutes.university(university)}>{university.name}</Link>{' '}
                  <span className={styles.muted}>
                    {university.city}, {university.country.name}
                    {university.worldRanking ? ` · world rank ${university.worldRanking}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )
      }
    </QueryState>
  );
}
