import type { EventSummary } from '@meridian/domain/events/schemas';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/content/content.module.css';

export function EventList({ events }: { events: readonly EventSummary[] }) {
  return (
    <ul className={styles.cards} aria-label="Upcoming fairs">
      {events.map((event) => (
        <li key={event.id} className={styles.card}>
          <a href={sitePath(siteRoutes.event(event.slug))} className={styles.cardTitle}>
            {event.title}
          </a>
          <p>
            <time dateTime={event.startsAt}>{formatIstDateTime(event.startsAt)}</time>
          </p>
          <p className={styles.meta}>
            {event.venue.name}, {event.venue.address}
          </p>
        </li>
      ))}
    </ul>
  );
}
