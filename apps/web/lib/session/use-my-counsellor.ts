'use client';

import { useQuery } from '@tanstack/react-query';
import type { CounsellorDetails } from '@meridian/domain/profile/profile-details';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import { useSession } from './use-session.ts';

/**
 * The counsellor looking after the signed-in learner (the profile's own query, so one call serves
 * both), null for a visitor or while none is assigned; `pending` until that is known. The call is
 * fetched with its first use, not with every page.
 */
export function useMyCounsellor(): { counsellor: CounsellorDetails['counsellor']; pending: boolean } {
  const { user, pending } = useSession();
  const query = useQuery({
    queryKey: profileKeys.of(user?.id ?? '', 'counsellor'),
    queryFn: () => import('@/lib/api/profile.ts').then((api) => api.getCounsellor(user!.id)),
    enabled: Boolean(user),
    staleTime: 300_000,
  });
  return {
    counsellor: query.data?.counsellor ?? null,
    pending: pending || (Boolean(user) && query.isPending),
  };
}
