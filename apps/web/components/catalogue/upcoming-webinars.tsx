import Link from 'next/link';
import type { Webinar } from '@meridian/domain/content/webinars';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './catalogue.module.css';

/** "Upcoming webinars" on university and course pages; nothing at all when none are scheduled. */
export function UpcomingWebinars({ webinars }: { webinars: readonly Webinar[] }) {
  if (webinars.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="webinars-title">
      <h2 id="webinars-title">Upcoming webinars</h2>
      <ul className={styles.webinars}>
        {webinars.map((w) => (
          <li key={w.slug}>
            <h3>{w.title}</h3>
            <p className={styles.muted}>
              <time dateTime={w.startsAt}>{formatIstDateTime(w.startsAt)}</time> · {w.durationMinutes} min ·
              Hosted by {w.host.name}, {w.host.role}
            </p>
            <p>{w.summary}</p>
            {w.seatsLeft > 0 ? (
              <p>
                {w.seatsLeft} seats left.{' '}
                <Link href={siteRoutes.webinarRegister(w.id)}>Register for this webinar</Link>
              </p>
            ) : (
              <p>Registration is full.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
