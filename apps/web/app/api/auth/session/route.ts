import { cookies } from 'next/headers';
import { BASE_PATH } from '@meridian/domain/base-path';
import { Accepted } from '@meridian/domain/accepted';
import { SsoTokenResponse } from '@meridian/domain/auth/schemas';
import { UserLite, type SessionResponse } from '@meridian/domain/auth/session';
import { educationLevelOf, isUsableUserLite } from '@meridian/domain/auth/session-rules';
import { ApiError } from '@/lib/api/api-error.ts';
import { apiRefusal } from '@/lib/api-proxy/api-refusal.ts';
import { isCrossSiteRequest } from '@/lib/api-proxy/proxy-guards.ts';
import { webConfig } from '@/lib/env.ts';
import { sessionCookieOptions, sessionCookieScope } from '@/lib/api/cookie-token-store.ts';
import { sessionApi } from '@/lib/api/session-api.ts';
import type { ApiClient } from '@/lib/api/http-client.ts';
import type { TokenStore } from '@/lib/api/token-store.ts';
import { HIDE_LAYOUT_COOKIE } from '@/lib/variant/hide-layout-cookie.ts';
import { SESSION_COOKIES } from '@/lib/session/session-cookies.ts';
import { readTokenClaims } from '@/lib/session/token-claims.ts';

export const dynamic = 'force-dynamic';

const answer = (body: SessionResponse | { status: true }) =>
  Response.json(body, { headers: { 'cache-control': 'no-store' } });

/** Both methods set or clear the session's cookies, so another site's link or page may not call them. */
const crossSiteRefusal = (request: Request): Response | undefined =>
  isCrossSiteRequest(request.method, request.headers)
    ? apiRefusal('CROSS_SITE_REQUEST', webConfig().SUPPORT_EMAIL)
    : undefined;

/**
 * SPEC.md §4 logout: the session ends at the API (its refresh-token family is revoked) and every
 * cookie of it goes: tokens, the signed-in marker, ssoUserId, the education level and hide_layout.
 */
async function endSession(api: ApiClient, tokens: TokenStore): Promise<void> {
  const { refreshToken } = tokens.read();
  if (refreshToken) {
    await api
      .request('auth', '/logout', {
        method: 'POST',
        body: { refreshToken },
        schema: Accepted,
        cache: 'no-store',
      })
      .catch(() => undefined);
  }
  tokens.clear();
  const jar = await cookies();
  for (const name of [SESSION_COOKIES.ssoUserId, SESSION_COOKIES.educationLevel]) {
    jar.delete({ name, ...sessionCookieScope() });
  }
  // The proxy sets hide_layout for the host alone.
  jar.delete({ name: HIDE_LAYOUT_COOKIE, path: BASE_PATH });
}

/** SPEC.md §7 sso/token, once per session: its user id is kept in the `ssoUserId` cookie. */
async function rememberSsoUserId(api: ApiClient, userId: string): Promise<void> {
  const jar = await cookies();
  if (jar.get(SESSION_COOKIES.ssoUserId)) return;
  try {
    const sso = await api.request('auth', `/user/${userId}/sso/token`, {
      schema: SsoTokenResponse,
      cache: 'no-store',
    });
    jar.set(SESSION_COOKIES.ssoUserId, sso.ssoUserId, sessionCookieOptions(jar, { httpOnly: true }));
  } catch {
    // Only other services of the group read it; the next session check tries again.
  }
}

/**
 * `GET {base path}/api/auth/session`: who is signed in. SPEC.md §4: the user lite profile is
 * fetched after login; a token that cannot be read, a profile without a name or without both email
 * and mobile, or a failing call logs the person out. An API that cannot be reached at all is not
 * taken as a failing call: the visitor shows as signed out for now and keeps the session.
 */
export async function GET(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const { api, tokens } = await sessionApi();
  const { accessToken, refreshToken } = tokens.read();
  if (!accessToken && !refreshToken) {
    tokens.clear();
    return answer({ user: null });
  }
  const claims = readTokenClaims(accessToken);
  if (!claims) {
    await endSession(api, tokens);
    return answer({ user: null });
  }
  let user: UserLite;
  try {
    user = await api.request('user', `/${claims.userId}/lite`, { schema: UserLite, cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return answer({ user: null });
    await endSession(api, tokens);
    return answer({ user: null });
  }
  if (!isUsableUserLite(user)) {
    await endSession(api, tokens);
    return answer({ user: null });
  }
  const jar = await cookies();
  jar.set(
    SESSION_COOKIES.educationLevel,
    educationLevelOf(user),
    sessionCookieOptions(jar, { httpOnly: false }),
  );
  await rememberSsoUserId(api, user.id);
  return answer({ user });
}

/** `DELETE {base path}/api/auth/session`: logout. */
export async function DELETE(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const { api, tokens } = await sessionApi();
  await endSession(api, tokens);
  return answer({ status: true });
}
