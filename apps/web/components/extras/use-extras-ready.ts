'use client';

import { useEffect, useState } from 'react';
import { extrasDelayMs } from '@meridian/domain/extras/extras-delay';

/**
 * True once the page's extras may load: at once on enquiry pages, after 5 s elsewhere (SPEC.md §9).
 * The first page decides the wait; later navigations find the extras already loaded.
 */
export function useExtrasReady(pathname: string): boolean {
  const [delay] = useState(() => extrasDelayMs(pathname));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return ready;
}
