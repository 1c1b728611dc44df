'use client';

import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { Favourite } from '@meridian/domain/profile/courses-for-you';
import { getFavourites, toggleFavourite } from '@/lib/api/profile.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import styles from './catalogue.module.css';

/**
 * Shortlists a course or program (a favourite, SPEC.md §4 `{id, type}`) for the signed-in learner;
 * it then appears in their profile. The page renders it as a visitor's and it learns in the browser
 * whether this learner has shortlisted the item, so the page stays the same for everyone. A visitor
 * who taps it is sent to log in and comes back to this page.
 */
export function ShortlistButton({ item, title }: { item: Favourite; title: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user, pending } = useSession();
  const userId = user?.id;
  const favourites = useQuery({
    queryKey: profileKeys.of(userId ?? '', 'favourites'),
    queryFn: () => getFavourites(userId!),
    enabled: userId !== undefined,
  });
  const shortlisted =
    favourites.data?.favourites.some((f) => f.id === item.id && f.type === item.type) ?? false;
  const toggle = useMutation({
    mutationFn: (favourite: boolean) =>
      toggleFavourite(userId!, { courseId: item.id, type: item.type, favourite }),
    // The profile's shortlist and its ranked courses (which mark favourites) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId!) }),
  });
  const loading = pending || (userId !== undefined && favourites.isPending);
  const onClick = () => {
    if (!userId) router.push(siteRoutes.login(window.location.pathname + window.location.search));
    else toggle.mutate(!shortlisted);
  };
  return (
    <span className={styles.shortlist}>
      <button
        type="button"
        className={styles.shortlistButton}
        aria-pressed={shortlisted}
        aria-busy={loading || toggle.isPending}
        disabled={loading || toggle.isPending}
        onClick={onClick}
      >
        <span aria-hidden="true">{shortlisted ? '★' : '☆'}</span> {shortlisted ? 'Shortlisted' : 'Shortlist'}
        <span className="visually-hidden"> {title}</span>
      </button>
      {toggle.error && (
        <span role="alert" className={styles.shortlistError}>
          {toggle.error.message}
        </span>
      )}
    </span>
  );
}
