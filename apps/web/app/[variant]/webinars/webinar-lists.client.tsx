'use client';

import { useState } from 'react';
import {
  WEBINAR_PAGE_SIZE,
  type PastWebinar,
  type Webinar,
  type WebinarLists,
} from '@meridian/domain/content/webinars';
import { loadWebinarPage } from '@/lib/api/webinar-client.ts';
import { WebinarCard } from '@/components/webinars/webinar-card.tsx';
import styles from '@/components/content/content.module.css';

type ListName = 'upcoming' | 'previous';

/** Appends a page to a list, keeping each session once (SPEC.md §4: de-duplicated by id). */
function appendUnique<T extends { id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((w) => w.id));
  return [...list, ...page.filter((w) => !seen.has(w.id))];
}

/** The upcoming and past lists: the first page comes from the server, "Load more" appends the next. */
export function WebinarListsView({
  initial,
  embedRecordings,
}: {
  initial: WebinarLists;
  embedRecordings: boolean;
}) {
  const [upcoming, setUpcoming] = useState<Webinar[]>(initial.upcoming.items);
  const [previous, setPrevious] = useState<PastWebinar[]>(initial.previous.items);
  const [pending, setPending] = useState<ListName>();
  const [failed, setFailed] = useState(false);

  const loadMore = (list: ListName) => {
    const shown = list === 'upcoming' ? upcoming.length : previous.length;
    setPending(list);
    setFailed(false);
    loadWebinarPage(list, { page: Math.floor(shown / WEBINAR_PAGE_SIZE), size: WEBINAR_PAGE_SIZE })
      .then(
        (lists) => {
          if (list === 'upcoming') setUpcoming((current) => appendUnique(current, lists.upcoming.items));
          else setPrevious((current) => appendUnique(current, lists.previous.items));
        },
        () => setFailed(true),
      )
      .finally(() => setPending(undefined));
  };

  const section = (
    list: ListName,
    title: string,
    items: readonly (Webinar | PastWebinar)[],
    total: number,
  ) => (
    <section aria-labelledby={`${list}-title`}>
      <h2 id={`${list}-title`}>{title}</h2>
      {items.length === 0 ? (
        <p>No sessions here yet.</p>
      ) : (
        <ul className={styles.cards} aria-label={title}>
          {items.map((webinar) => (
            <WebinarCard key={webinar.id} webinar={webinar} embedRecording={embedRecordings} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <button type="button" onClick={() => loadMore(list)} disabled={pending === list}>
          {pending === list ? 'Loading…' : `Load more ${list === 'upcoming' ? 'upcoming' : 'past'} webinars`}
        </button>
      )}
    </section>
  );

  return (
    <>
      {failed && <p role="alert">We could not load more webinars. Please try again.</p>}
      {section('upcoming', 'Upcoming webinars', upcoming, initial.upcoming.total)}
      {section('previous', 'Past webinars', previous, initial.previous.total)}
    </>
  );
}
