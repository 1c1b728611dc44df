import type { WebinarDetail } from '@meridian/domain/content/webinars';
import { formatIstDateTime } from '@meridian/domain/format-date';
import styles from '@/components/content/content.module.css';

/** The session's title, time, host and summary, as every webinar page opens. */
export function WebinarHeader({ webinar }: { webinar: WebinarDetail }) {
  return (
    <>
      <h1>{webinar.title}</h1>
      <p className={styles.meta}>
        <time dateTime={webinar.startsAt}>{formatIstDateTime(webinar.startsAt)}</time> ·{' '}
        {webinar.durationMinutes} min · Hosted by {webinar.host.name}, {webinar.host.role}
        {!webinar.past && ` · ${webinar.seatsLeft} seats left`}
      </p>
      <p>{webinar.summary}</p>
    </>
  );
}
