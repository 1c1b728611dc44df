'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/api/appointments-client.ts';

const unchanging = () => () => {};

/** The visitor's IANA time zone, known in the browser only (null while the server renders). */
export function useTimeZone(): string | null {
  return useSyncExternalStore(unchanging, browserTimeZone, () => null);
}
