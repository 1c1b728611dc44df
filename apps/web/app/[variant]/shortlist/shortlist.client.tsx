'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MAX_COMPARED } from '@meridian/domain/catalogue/compare';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { ShortlistEntry } from '@meridian/domain/profile/favourites';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadingStatus } from '@/components/ui/loading-status.tsx';
import { ShortlistButton } from '@/components/catalogue/shortlist-button.client.tsx';
import { CompareTray } from '@/components/catalogue/compare.client.tsx';
import { useShortlist } from '@/lib/shortlist/use-shortlist.ts';
import { useSession } from '@/lib/session/use-session.ts';
import styles from '@/components/catalogue/catalogue.module.css';

const href = (e: ShortlistEntry) => (e.type === 'COURSE' ? siteRoutes.course(e) : siteRoutes.program(e.slug));

/** The shortlist's cards, each with its heart and (a course) a compare pick, then the next steps. */
export function ShortlistView() {
  const shortlist = useShortlist();
  const { user } = useSession();
  const [picked, setPicked] = useState<number[]>([]);
  if (shortlist.loading) return <LoadingStatus>Loading your shortlist…</LoadingStatus>;
  if (shortlist.entries.length === 0) {
    return (
      <EmptyState
        title="Nothing shortlisted yet"
        actions={
          <ButtonLink variant="primary" href={siteRoutes.courseListing({ level: 'courses' })}>
            Find courses
          </ButtonLink>
        }
      >
        Tap the heart on a course to keep it here.
      </EmptyState>
    );
  }
  const courses = new Set(shortlist.entries.filter((e) => e.type === 'COURSE').map((e) => e.id));
  const ids = picked.filter((id) => courses.has(id));
  const toggle = (id: number) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id].slice(-MAX_COMPARED),
    );
  return (
    <>
      {!user && (
        <p className={styles.muted}>
          Kept in this browser. <Link href={siteRoutes.login(siteRoutes.shortlist())}>Log in</Link> to keep it
          in your account.
        </p>
      )}
      <ol className={styles.results} aria-label="Shortlisted">
        {shortlist.entries.map((e) => (
          <Card as="li" key={`${e.type}-${e.id}`}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>
                <Link href={href(e)}>{e.title}</Link>
              </h2>
              <ShortlistButton entry={e} compact />
            </div>
            <p className={styles.muted}>
              {e.university} · {e.countryName}
            </p>
            {e.type === 'COURSE' && (
              <Checkbox
                checked={ids.includes(e.id)}
                onChange={() => toggle(e.id)}
                label={
                  <>
                    Compare<span className="visually-hidden"> {e.title}</span>
                  </>
                }
              />
            )}
          </Card>
        ))}
      </ol>
      <p className={styles.section}>
        <ButtonLink variant="primary" block href={siteRoutes.scheduleAppointment()}>
          Review my shortlist with a counsellor
        </ButtonLink>
      </p>
      {courses.size > 1 && <CompareTray ids={ids} />}
    </>
  );
}
