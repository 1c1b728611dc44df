'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The one query client of a browser tab, mounted once by the root layout: client components load
 * and send data through it (ARCHITECTURE.md), its states being SPEC.md §4's "requested → succeeded |
 * failed". Mount no other: a nested provider would hide the root's cache from the tree below it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
