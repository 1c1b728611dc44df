import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '../profile.module.css';

/** What a free learner sees on a paid tab: it comes with the paid programs, and where they are. */
export function PaidProgramsNotice({ label }: { label: string }) {
  return (
    <p className={styles.muted}>
      {label} belongs to the paid programs.{' '}
      <Link href={siteRoutes.boosterProgram()}>See the booster program</Link>.
    </p>
  );
}
