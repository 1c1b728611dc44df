import Link from 'next/link';
import type { PastWebinar, Webinar } from '@meridian/domain/content/webinars';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/content/content.module.css';

/** One session in a list: when, how long, who hosts it; past ones link their recording. */
export function WebinarCard({ webinar }: { webinar: Webinar | PastWebinar }) {
  const recording = 'recordingUrl' in webinar ? webinar.recordingUrl : undefined;
  return (
    <li className={styles.card}>
      <h3>
        <Link href={siteRoutes.webinar(webinar.id)}>{webinar.title}</Link>
      </h3>
      <p className={styles.meta}>
        <time dateTime={webinar.startsAt}>{formatIstDateTime(webinar.startsAt)}</time> ·{' '}
        {webinar.durationMinutes} min · Hosted by {webinar.host.name}, {webinar.host.role}
      </p>
      <p>{webinar.summary}</p>
      {recording !== undefined &&
        (recording ? (
          <a href={recording} target="_blank" rel="noopener noreferrer">
            Watch the recording
          </a>
        ) : (
          <p className={styles.meta}>No recording of this session.</p>
        ))}
    </li>
  );
}
