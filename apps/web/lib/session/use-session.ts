'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SessionResponse, UserLite } from '@meridian/domain/auth/session';
import { isLoginRequired } from '@meridian/domain/auth/login-required';
import { HOME_PATH } from '@meridian/domain/auth/redirect-target';
import { resetAnalytics } from '@/lib/analytics/reset-analytics.ts';
import { clearSessionStorage } from './browser-storage.ts';
import { SESSION_COOKIES } from './session-cookies.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/*
 * The calls (and the response schemas they check) are fetched when first made: a visitor, who
 * never asks who is signed in, does not load them with every page.
 */
const getSession = () => import('./session-client.ts').then((client) => client.getSession());
const endSession = () => import('./session-client.ts').then((client) => client.endSession());

const signedInCookie = () => document.cookie.split('; ').includes(`${SESSION_COOKIES.signedIn}=true`);
const noSubscription = () => () => {};

/**
 * Whether this browser holds a session: the `signed_in` marker set beside the httpOnly token
 * cookies. Always false on the server, so nothing about the person is rendered into a page.
 */
function useSignedInMarker(): boolean {
  return useSyncExternalStore(noSubscription, signedInCookie, () => false);
}

/** Loads (or reloads, after a login) who is signed in into the one query cache. */
export function loadSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 0 });
}

/**
 * The signed-in person (SPEC.md §3 user lite), loaded in the browser only and kept in memory:
 * `pending` while it loads, `user` null for a visitor. A visitor without the marker never asks.
 */
export function useSession(): { user: UserLite | null; pending: boolean } {
  const signedIn = useSignedInMarker();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    enabled: signedIn,
    staleTime: 300_000,
  });
  return { user: signedIn ? (query.data?.user ?? null) : null, pending: signedIn && query.isPending };
}

/**
 * What remains in the browser once a session has ended (logout, or a refresh the API refused):
 * the lite data and every cached answer, browser storage of the session, analytics identity.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: null });
  clearSessionStorage();
  resetAnalytics();
}

/** SPEC.md §4 logout; a page only for signed-in people is left for the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => {
      forgetSession(queryClient);
      if (isLoginRequired(window.location.pathname)) window.location.assign(HOME_PATH);
    },
  });
}
