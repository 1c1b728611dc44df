'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteType, ShortlistEntry } from '@meridian/domain/profile/favourites';
import { useSession } from '@/lib/session/use-session.ts';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import { guestShortlist, useGuestShortlist } from './guest-shortlist.ts';

/*
 * The account's calls (the API client and the answers' schemas, zod with them) are fetched when
 * first made: the heart is on every course card, and a guest never makes them.
 */
const favouritesApi = () => import('@/lib/api/favourites.ts');

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
 * browser (GuestShortlistMerge moves them into the account on login).
 */
export function useShortlist(): Shortlist {
  const queryClient = useQueryClient();
  const { user, pending } = useSession();
  const userId = user?.id;
  const guest = useGuestShortlist();
  const favourites = useQuery({
    queryKey: profileKeys.of(userId ?? '', 'favourites'),
    queryFn: () => favouritesApi().then((api) => api.getFavourites(userId!)),
    enabled: userId !== undefined,
  });
  const change = useMutation({
    mutationFn: ({ entry, on }: { entry: ShortlistEntry; on: boolean }) =>
      favouritesApi().then((api) =>
        api.toggleFavourite(userId!, { courseId: entry.id, type: entry.type, favourite: on }),
      ),
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
