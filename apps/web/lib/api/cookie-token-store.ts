import 'server-only';
import { cookies } from 'next/headers';
import { BASE_PATH } from '@meridian/domain/base-path';
import { AUTH_COOKIES, type TokenStore } from './token-store.ts';

/** SPEC.md §9: auth cookies last 30 days and are Secure; httpOnly keeps them from page scripts. */
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * Tokens kept in httpOnly cookies. Writable only where Next.js allows setting cookies
 * (route handlers and server actions), which is where the same-origin API proxy runs.
 */
export async function cookieTokenStore(): Promise<TokenStore> {
  const jar = await cookies();
  return {
    read: () => ({
      accessToken: jar.get(AUTH_COOKIES.accessToken)?.value,
      refreshToken: jar.get(AUTH_COOKIES.refreshToken)?.value,
      country: jar.get(AUTH_COOKIES.domainRestriction)?.value,
    }),
    saveAccessToken: (accessToken) => {
      jar.set(AUTH_COOKIES.accessToken, accessToken, {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        path: BASE_PATH,
        maxAge: THIRTY_DAYS_SECONDS,
      });
    },
    clear: () => {
      jar.delete({ name: AUTH_COOKIES.accessToken, path: BASE_PATH });
      jar.delete({ name: AUTH_COOKIES.refreshToken, path: BASE_PATH });
    },
  };
}
