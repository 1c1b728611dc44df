import { Accepted } from '@meridian/domain/accepted';
import { SessionResponse } from '@meridian/domain/auth/session';
import { browserClient } from '@/lib/api/browser-client.ts';

/**
 * The web app's own session route (`app/api/auth/session`), not the API's: who is signed in, with
 * SPEC.md §4's user lite check done on the server where the tokens are.
 */
export function getSession() {
  return browserClient.request('auth', '/session', { schema: SessionResponse });
}

/** Logout: the session route revokes the session at the API and clears its cookies. */
export function endSession() {
  return browserClient.request('auth', '/session', { method: 'DELETE', schema: Accepted });
}
