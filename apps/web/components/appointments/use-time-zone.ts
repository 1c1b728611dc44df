'use client';

import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The visitor's IANA time zone, known in the browser only (null while the server renders). */
export function useTimeZone(): string | null {
  return useSyncExternalStore(unchanging, browserTimeZone, () => null);
}
