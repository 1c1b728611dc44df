import 'server-only';
import { cookies } from 'next/headers';
import { BASE_PATH } from '@meridian/domain/base-path';
import { HIDE_LAYOUT_COOKIE } from '@/lib/variant/hide-layout-cookie.ts';
import { SESSION_COOKIES, SESSION_MAX_AGE_SECONDS } from '@/lib/session/session-cookies.ts';
import { webConfig } from '@/lib/env.ts';
import { AUTH_COOKIES, type TokenStore } from './token-store.ts';

type CookieJar = Awaited<ReturnType<typeof cookies>>;

/**
 * Where the session's cookies live: under the base path, on the environment's cookie domain when
 * one is configured (SPEC.md §9). A cookie is removed only with the path and domain it was set with.
 */
export function sessionCookieScope(): { path: string; domain?: string } {
  const domain = webConfig().COOKIE_DOMAIN;
  return domain ? { path: BASE_PATH, domain } : { path: BASE_PATH };
}

/**
 * SPEC.md §9: 30 days and Secure; SameSite None when the site runs inside another site's frame
 * (`hide_layout`), where Lax cookies would not be sent, else Lax.
 */
export function sessionCookieOptions(jar: CookieJar, options: { httpOnly: boolean }) {
  const framed = jar.get(HIDE_LAYOUT_COOKIE)?.value === 'true';
  return {
    httpOnly: options.httpOnly,
    secure: true,
    sameSite: framed ? ('none' as const) : ('lax' as const),
    ...sessionCookieScope(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}

/**
 * Tokens kept in httpOnly cookies, with the `signed_in` marker page scripts may read. Writable
 * only where Next.js allows setting cookies (route handlers), which is where the API proxy runs.
 */
export async function cookieTokenStore(): Promise<TokenStore> {
  const jar = await cookies();
  return {
    read: () => ({
      accessToken: jar.get(AUTH_COOKIES.accessToken)?.value,
      refreshToken: jar.get(AUTH_COOKIES.refreshToken)?.value,
      country: jar.get(AUTH_COOKIES.domainRestriction)?.value,
    }),
    save: ({ accessToken, refreshToken }) => {
      const secret = sessionCookieOptions(jar, { httpOnly: true });
      jar.set(AUTH_COOKIES.accessToken, accessToken, secret);
      jar.set(AUTH_COOKIES.refreshToken, refreshToken, secret);
      jar.set(SESSION_COOKIES.signedIn, 'true', sessionCookieOptions(jar, { httpOnly: false }));
    },
    clear: () => {
      for (const name of [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken, SESSION_COOKIES.signedIn]) {
        jar.delete({ name, ...sessionCookieScope() });
      }
    },
  };
}
