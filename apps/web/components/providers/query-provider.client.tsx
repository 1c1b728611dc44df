'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { onSessionExpired } from '@/lib/session/session-expiry.ts';
import { GuestShortlistMerge } from '@/lib/shortlist/guest-shortlist-merge.client.tsx';

/**
 * The one query client of a browser tab, mounted once by the root layout: client components load
 * and send data through it (ARCHITECTURE.md), its states being SPEC.md §4's "requested → succeeded |
 * failed". Mount no other: a nested provider would hide the root's cache from the tree below it.
 * Any call that finds the session over ends it in the browser too (`onSessionExpired`).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient: QueryClient = new QueryClient({
      queryCache: new QueryCache({ onError: (error) => onSessionExpired(queryClient, error) }),
      mutationCache: new MutationCache({ onError: (error) => onSessionExpired(queryClient, error) }),
      defaultOptions: {
        queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    });
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      {children}
      <GuestShortlistMerge />
    </QueryClientProvider>
  );
}
