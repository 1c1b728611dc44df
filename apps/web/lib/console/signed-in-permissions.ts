import 'server-only';
import { cookieTokenStore } from '@/lib/api/cookie-token-store.ts';
import { readTokenClaims } from '@/lib/session/token-claims.ts';

/**
 * The permissions the signed-in person's access token carries (none when signed out): what the
 * console's navigation offers. The API checks every call itself, so a token older than a change
 * of role shows at most a section whose page then says it is not allowed.
 */
export async function signedInPermissions(): Promise<readonly string[]> {
  const { accessToken } = (await cookieTokenStore()).read();
  return readTokenClaims(accessToken)?.permissions ?? [];
}
