'use client';

import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** A per-tab "closed by the visitor" flag, so a closed bar stays closed while the visitor browses. */
export function useDismissed(key: string): [boolean, () => void] {
  const storageKey = `meridian:dismissed:${key}`;
  const dismissed = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => window.sessionStorage.getItem(storageKey) === '1',
    () => false,
  );
  const dismiss = () => {
    window.sessionStorage.setItem(storageKey, '1');
    listeners.forEach((notify) => notify());
  };
  return [dismissed, dismiss];
}
