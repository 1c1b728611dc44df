import { expect } from 'vitest';
import type { TestApp } from './helper.ts';
import type { TestUser } from './profile-fixtures.ts';

/** A call of a route as someone (or anonymous), with an empty body where the method takes one. */
export function callAs(t: TestApp, route: { method: string; url: string }, authorization?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: authorization ? { authorization } : {},
    ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
  });
}

/** Every route answers 401 `UNAUTHORIZED` to an anonymous caller and 403 `FORBIDDEN` to each of `refused`. */
export async function expectGuarded(
  t: TestApp,
  routes: readonly { method: string; url: string }[],
  refused: readonly TestUser[],
): Promise<void> {
  for (const route of routes) {
    const anonymous = await callAs(t, route);
    expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHORIZED');
    for (const user of refused) {
      const res = await callAs(t, route, user.authorization);
      expect(res.statusCode, `${route.method} ${route.url} as ${user.fullName}`).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    }
  }
}

/** Who calls (no user: anonymous), how, where, and the JSON body. */
export type CallArgs = [
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
];

/** A JSON call as someone (or anonymous). */
export function requestAs(t: TestApp, ...[user, method, url, payload]: CallArgs) {
  return t.app.inject({
    method,
    url,
    headers: user ? { authorization: user.authorization } : {},
    ...(payload ? { payload } : {}),
  });
}
