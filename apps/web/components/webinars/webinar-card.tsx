import Link from 'next/link';
import type { PastWebinar, Webinar } from '@meridian/domain/content/webinars';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/content/content.module.css';
import { WebinarRecording } from './webinar-recording.tsx';

/** One session in a list: when, how long, who hosts it; past ones show their recording. */
export function WebinarCard({
  webinar,
  embedRecording,
}: {
  webinar: Webinar | PastWebinar;
  /** WEBINAR_YOUTUBE_EMBED: recordings play in the page. */
  embedRecording: boolean;
}) {
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
          <WebinarRecording url={recording} title={webinar.title} embed={embedRecording} />
        ) : (
          <p className={styles.meta}>No recording of this session.</p>
        ))}
    </li>
  );
}
