'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import {
  WEBINAR_PAGE_SIZE,
  type PastWebinar,
  type Webinar,
  type WebinarLists,
} from '@meridian/domain/content/webinars';
import { loadWebinarPage } from '@/lib/api/webinar-client.ts';
import { WebinarCard } from '@/components/webinars/webinar-card.tsx';
import styles from '@/components/content/content.module.css';
import { Button } from '@/components/ui/button.tsx';

type ListName = keyof WebinarLists;

/** Each session once, across pages (SPEC.md §4: de-duplicated by id); a session may move between pages. */
function uniqueById<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const byId = new Map<number, T>();
  for (const webinar of pages.flatMap((page) => page.items)) {
    if (!byId.has(webinar.id)) byId.set(webinar.id, webinar);
  }
  return [...byId.values()];
}

/** One list, its first page from the server and each "Load more" the next. */
function useWebinarList<L extends ListName>(list: L, first: WebinarLists[L]) {
  return useInfiniteQuery({
    queryKey: ['webinars', list],
    queryFn: async ({ pageParam }) =>
      (await loadWebinarPage(list, { page: pageParam, size: WEBINAR_PAGE_SIZE }))[list],
    initialPageParam: 0,
    initialData: { pages: [first], pageParams: [0] },
    getNextPageParam: (last, _pages, page) =>
      (page + 1) * WEBINAR_PAGE_SIZE < last.total ? page + 1 : undefined,
  });
}

/** The upcoming and past lists: the first page comes from the server, "Load more" appends the next. */
export function WebinarListsView({
  initial,
  embedRecordings,
}: {
  initial: WebinarLists;
  embedRecordings: boolean;
}) {
  const upcoming = useWebinarList('upcoming', initial.upcoming);
  const previous = useWebinarList('previous', initial.previous);

  const section = (
    list: ListName,
    title: string,
    query: typeof upcoming | typeof previous,
    items: readonly (Webinar | PastWebinar)[],
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
      {query.hasNextPage && (
        <Button onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage
            ? 'Loading…'
            : `Load more ${list === 'upcoming' ? 'upcoming' : 'past'} webinars`}
        </Button>
      )}
    </section>
  );

  return (
    <>
      {(upcoming.isFetchNextPageError || previous.isFetchNextPageError) && (
        <p role="alert">We could not load more webinars. Please try again.</p>
      )}
      {section('upcoming', 'Upcoming webinars', upcoming, uniqueById(upcoming.data.pages))}
      {section('previous', 'Past webinars', previous, uniqueById(previous.data.pages))}
    </>
  );
}
