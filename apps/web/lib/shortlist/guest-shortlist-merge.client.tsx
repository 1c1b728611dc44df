'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShortlistEntry } from '@meridian/domain/profile/favourites';
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
  // The profile API and its schemas load only for a guest who shortlisted and then logged in: this
  // component is on every page, and they weighed 30 KB of every page's first scripts.
  merging ??= import('@/lib/api/favourites.ts')
    .then(({ toggleFavourite }) =>
      Promise.allSettled(
        entries.map((e) => toggleFavourite(userId, { courseId: e.id, type: e.type, favourite: true })),
      ),
    )
    .then((results) => guestShortlist.remove(entries.filter((_, i) => results[i]!.status === 'fulfilled')))
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * Mounted once (QueryProvider): whatever page a guest lands on after logging in, the courses they
 * shortlisted as a guest move into their account.
 */
export function GuestShortlistMerge() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const guest = useGuestShortlist();
  useEffect(() => {
    if (userId === undefined || guest.length === 0) return;
    void mergeIntoAccount(userId, guest).then(() =>
      queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
    );
  }, [userId, guest, queryClient]);
  return null;
}
