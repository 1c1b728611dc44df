'use client';

import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteType, ShortlistEntry } from '@meridian/domain/profile/courses-for-you';
import { getFavourites, toggleFavourite } from '@/lib/api/profile.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import { guestShortlist, useGuestShortlist } from './guest-shortlist.ts';

/** One merge per browser page at a time, however many hearts a page draws. */
let merging: Promise<void> | null = null;

/**
 * Moves a guest's shortlist into the account just logged in to; what the API refused (a course
 * since withdrawn) stays in the browser rather than being lost.
 */
function mergeIntoAccount(userId: string, entries: readonly ShortlistEntry[]): Promise<void> {
  merging ??= Promise.allSettled(
    entries.map((e) => toggleFavourite(userId, { courseId: e.id, type: e.type, favourite: true })),
  )
    .then((results) => guestShortlist.remove(entries.filter((_, i) => results[i]!.status === 'fulfilled')))
    .finally(() => {
      merging = null;
    });
  return merging;
}

export interface Shortlist {
  entries: readonly ShortlistEntry[];
  /** Still learning who is signed in or what their account holds. */
  loading: boolean;
  has(id: number, type: FavouriteType): boolean;
  toggle(entry: ShortlistEntry, on: boolean): void;
  busy: boolean;
  error: Error | null;
}

/**
 * The visitor's shortlist: a learner's favourites in their account (SPEC.md §4), a guest's in this
 * browser; on login the guest's are merged into the account.
 */
export function useShortlist(): Shortlist {
  const queryClient = useQueryClient();
  const { user, pending } = useSession();
  const userId = user?.id;
  const guest = useGuestShortlist();
  const favourites = useQuery({
    queryKey: profileKeys.of(userId ?? '', 'favourites'),
    queryFn: () => getFavourites(userId!),
    enabled: userId !== undefined,
  });
  useEffect(() => {
    if (userId === undefined || guest.length === 0) return;
    void mergeIntoAccount(userId, guest).then(() =>
      queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
    );
  }, [userId, guest, queryClient]);
  const change = useMutation({
    mutationFn: ({ entry, on }: { entry: ShortlistEntry; on: boolean }) =>
      toggleFavourite(userId!, { courseId: entry.id, type: entry.type, favourite: on }),
    // The profile's shortlist and its ranked courses (which mark favourites) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId!) }),
  });
  const entries = userId === undefined ? guest : (favourites.data?.favourites ?? []);
  return {
    entries,
    loading: pending || (userId !== undefined && favourites.isPending),
    has: (id, type) => entries.some((e) => e.id === id && e.type === type),
    toggle: (entry, on) =>
      userId === undefined ? guestShortlist.toggle(entry, on) : change.mutate({ entry, on }),
    busy: change.isPending,
    error: change.error,
  };
}
