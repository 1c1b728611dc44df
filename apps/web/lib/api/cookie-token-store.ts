import 'server-only';
import { cookies } from 'next/headers';
import { BASE_PATH } from '@meridian/domain/base-path';
import { HIDE_LAYOUT_COOKIE } from '@/lib/variant/hide-layout-cookie.ts';
import { SESSION_COOKIES, SESSION_MAX_AGE_SECONDS } from '@/lib/session/session-cookies.ts';
import { AUTH_COOKIES, type TokenStore } from './token-store.ts';

type CookieJar = Awaited<ReturnType<typeof cookies>>;

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
    path: BASE_PATH,
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
        jar.delete({ name, path: BASE_PATH });
      }
    },
  };
}
