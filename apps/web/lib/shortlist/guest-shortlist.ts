import { useSyncExternalStore } from 'react';
import { FavouriteList, type ShortlistEntry } from '@meridian/domain/profile/favourites';

/**
 * A guest's shortlist, kept in this browser until they log in (then merged into the account). Not
 * under the session prefix: logging out must not throw away what a guest picked before logging in.
 */
const KEY = 'shortlist';
const Entries = FavouriteList.shape.favourites;
const EMPTY: readonly ShortlistEntry[] = [];

let cachedText: string | null = null;
let cachedEntries: readonly ShortlistEntry[] = EMPTY;
const listeners = new Set<() => void>();

/** The stored list, the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function read(): readonly ShortlistEntry[] {
  const text = window.localStorage.getItem(KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedEntries = (text && Entries.safeParse(safeJson(text)).data) || EMPTY;
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

function write(entries: readonly ShortlistEntry[]): void {
  if (entries.length === 0) window.localStorage.removeItem(KEY);
  else window.localStorage.setItem(KEY, JSON.stringify(entries));
  for (const listener of listeners) listener();
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
    const rest = read().filter((e) => !(e.id === entry.id && e.type === entry.type));
    write(on ? [entry, ...rest] : rest);
  },
  /** Takes out the entries now kept in the account. */
  remove(entries: readonly ShortlistEntry[]): void {
    write(read().filter((e) => !entries.some((done) => done.id === e.id && done.type === e.type)));
  },
};

/** The guest's shortlist, empty on the server and until the page hydrates. */
export function useGuestShortlist(): readonly ShortlistEntry[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
