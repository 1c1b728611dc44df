import { useSyncExternalStore } from 'react';
import type { ShortlistEntry } from '@meridian/domain/profile/favourites';

/**
 * A guest's shortlist, kept in this browser until they log in (then merged into the account). Not
 * under the session prefix: logging out must not throw away what a guest picked before logging in.
 */
const KEY = 'shortlist';
const EMPTY: readonly ShortlistEntry[] = [];

let cachedText: string | null = null;
let cachedEntries: readonly ShortlistEntry[] = EMPTY;
const listeners = new Set<() => void>();

/*
 * The stored list's schema (zod with it) is fetched when there is a stored list to read: every page
 * reads the shortlist, and a visitor who never shortlisted never needs it.
 */
let parseEntries: ((value: unknown) => readonly ShortlistEntry[] | undefined) | undefined;
let schemaLoading: Promise<void> | undefined;

function loadSchema(): Promise<void> {
  schemaLoading ??= import('@meridian/domain/profile/favourites').then(({ FavouriteList }) => {
    parseEntries = (value) => FavouriteList.shape.favourites.safeParse(value).data;
    notify();
  });
  return schemaLoading;
}

/**
 * The stored list, the same array while the stored text is unchanged (useSyncExternalStore needs
 * that); empty until its schema has loaded.
 */
function read(): readonly ShortlistEntry[] {
  const text = window.localStorage.getItem(KEY);
  if (!text) return EMPTY;
  if (!parseEntries) {
    void loadSchema();
    return EMPTY;
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedEntries = parseEntries(safeJson(text)) ?? EMPTY;
  }
  return cachedEntries;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Rewrites the stored list from what it holds, once a stored list can be read (never over it unread). */
function change(update: (entries: readonly ShortlistEntry[]) => readonly ShortlistEntry[]): void {
  const apply = () => {
    const entries = update(read());
    if (entries.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(entries));
    notify();
  };
  if (parseEntries || !window.localStorage.getItem(KEY)) apply();
  else void loadSchema().then(apply);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const guestShortlist = {
  read,
  /** Adds the entry (newest first) or takes it out. */
  toggle(entry: ShortlistEntry, on: boolean): void {
    change((stored) => {
      const rest = stored.filter((e) => !(e.id === entry.id && e.type === entry.type));
      return on ? [entry, ...rest] : rest;
    });
  },
  /** Takes out the entries now kept in the account. */
  remove(entries: readonly ShortlistEntry[]): void {
    change((stored) =>
      stored.filter((e) => !entries.some((done) => done.id === e.id && done.type === e.type)),
    );
  },
};

/** The guest's shortlist, empty on the server and until the page hydrates. */
export function useGuestShortlist(): readonly ShortlistEntry[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
