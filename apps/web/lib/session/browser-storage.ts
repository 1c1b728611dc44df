/**
 * Anything a signed-in page keeps in browser storage (an application id, form drafts) is stored
 * under this prefix, so logout (SPEC.md §4: stored user details, application id) removes it all.
 */
export const SESSION_STORAGE_PREFIX = 'session:';

export function clearSessionStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(SESSION_STORAGE_PREFIX)) storage.removeItem(key);
    }
  }
}
