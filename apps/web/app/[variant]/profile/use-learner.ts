'use client';

import { createContext, useContext } from 'react';
import type { UserLite } from '@meridian/domain/auth/session';

/** The signed-in learner of the profile area, set once by its shell for every tab. */
export const LearnerContext = createContext<UserLite | null>(null);

export function useLearner(): UserLite {
  const learner = useContext(LearnerContext);
  if (!learner) throw new Error('useLearner is used outside the profile area');
  return learner;
}

/** Query keys of the learner's data; invalidating `all` refetches every tab's. */
export const profileKeys = {
  all: (userId: string) => ['profile', userId] as const,
  of: (userId: string, ...rest: (string | number)[]) => ['profile', userId, ...rest] as const,
};
