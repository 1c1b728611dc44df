import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseWebConfig } from '@/lib/web-config.ts';

vi.mock('server-only', () => ({}));

/** The request's cookie jar as Next.js gives it to a route handler: what was set and removed. */
type CookieScope = { path: string; domain?: string };
const jar = {
  values: new Map<string, string>(),
  set: vi.fn<(name: string, value: string, options: CookieScope) => void>((name, value) => {
    jar.values.set(name, value);
  }),
  delete: vi.fn<(cookie: CookieScope & { name: string }) => void>(),
  get: (name: string) => (jar.values.has(name) ? { value: jar.values.get(name)! } : undefined),
};
vi.mock('next/headers', () => ({ cookies: async () => jar }));

let env: Record<string, string> = {};
vi.mock('@/lib/env.ts', () => ({ webConfig: () => parseWebConfig(env) }));

const { cookieTokenStore } = await import('./cookie-token-store.ts');

describe('session cookies per environment (SPEC.md §9)', () => {
  beforeEach(() => {
    jar.values.clear();
    jar.set.mockClear();
    jar.delete.mockClear();
  });

  it('are set and removed on the configured cookie domain', async () => {
    env = { PUBLIC_WEB_URL: 'https://www.meridian.study', COOKIE_DOMAIN: '.meridian.study' };
    const tokens = await cookieTokenStore();
    tokens.save({ accessToken: 'access', refreshToken: 'refresh' });
    expect(jar.set.mock.calls.map(([name, , options]) => [name, options.domain, options.path])).toEqual([
      ['access_token', '.meridian.study', '/study-abroad'],
      ['refresh_token', '.meridian.study', '/study-abroad'],
      ['signed_in', '.meridian.study', '/study-abroad'],
    ]);
    tokens.clear();
    expect(jar.delete.mock.calls.map(([cookie]) => cookie)).toEqual([
      { name: 'access_token', path: '/study-abroad', domain: '.meridian.study' },
      { name: 'refresh_token', path: '/study-abroad', domain: '.meridian.study' },
      { name: 'signed_in', path: '/study-abroad', domain: '.meridian.study' },
    ]);
  });

  it('belong to the host that set them when no domain is configured', async () => {
    env = {};
    const tokens = await cookieTokenStore();
    tokens.save({ accessToken: 'access', refreshToken: 'refresh' });
    expect(jar.set.mock.calls.every(([, , options]) => !('domain' in options))).toBe(true);
    tokens.clear();
    expect(jar.delete.mock.calls[0]![0]).toEqual({ name: 'access_token', path: '/study-abroad' });
  });
});
