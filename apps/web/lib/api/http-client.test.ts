import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVICES, type ServiceName } from '@meridian/domain/health';
import { createApiClient } from './http-client.ts';
import { createRefreshFlights, type RefreshFlights } from './refresh-flights.ts';
import type { ApiError } from './api-error.ts';
import type { StoredTokens, TokenStore } from './token-store.ts';

/** A stand-in auth + content service on 127.0.0.1 that only accepts the current access token. */
let server: Server;
let baseUrl: string;
let validToken = 'fresh-token';
let refreshCalls = 0;
let refreshSucceeds = true;
let seen: IncomingMessage[] = [];

function memoryTokens(initial: StoredTokens): TokenStore & { state: StoredTokens } {
  const store = {
    state: { ...initial },
    read: () => store.state,
    save: ({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }) => {
      store.state = { ...store.state, accessToken, refreshToken };
    },
    clear: () => {
      store.state = { country: store.state.country };
    },
  };
  return store;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/auth/refresh') {
      refreshCalls += 1;
      // Slow enough that all concurrent failures arrive while the refresh is in flight.
      setTimeout(() => {
        if (refreshSucceeds && url.searchParams.get('refreshToken') === 'refresh-1') {
          res.end(JSON.stringify({ access_token: validToken, refresh_token: 'refresh-2' }));
        } else {
          res.statusCode = 401;
          res.end(JSON.stringify({ status: false, errorCode: 'UNAUTHORIZED', message: 'x' }));
        }
      }, 50);
      return;
    }
    if (url.pathname === '/cms/bad-field') {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          status: false,
          errorCode: 'BAD_REQUEST',
          message: 'server text (body.mobile: not valid)',
          field: 'body.mobile',
          detail: 'not valid',
        }),
      );
      return;
    }
    if (url.pathname === '/cms/fail') {
      res.statusCode = 404;
      res.end(JSON.stringify({ status: false, errorCode: 'UD_EA_4002', message: 'server text' }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ status: false, errorCode: 'UNAUTHORIZED', message: 'x' }));
      return;
    }
    if (url.pathname === '/user/upload') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      req.on('end', () => res.end(JSON.stringify({ path: url.pathname, raw })));
      return;
    }
    res.end(JSON.stringify({ path: url.pathname }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  refreshCalls = 0;
  refreshSucceeds = true;
  validToken = 'fresh-token';
  seen = [];
});

/** Each test's clients share their own refreshes, as the proxy requests of one server process do. */
let flights: RefreshFlights;
beforeEach(() => {
  flights = createRefreshFlights();
});

function client(tokens: TokenStore) {
  const baseUrls = Object.fromEntries(SERVICES.map((s) => [s, `${baseUrl}/${s}`])) as Record<
    ServiceName,
    string
  >;
  return createApiClient({
    baseUrls,
    tokens,
    supportEmail: 'help@example.org',
    timeoutMs: 2000,
    refreshFlights: flights,
  });
}

const Echo = z.object({ path: z.string() });

describe('api client', () => {
  it('refreshes once for 10 concurrent 401s and replays every call with the new token', async () => {
    const tokens = memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1' });
    const api = client(tokens);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.request('user', `/item/${i}`, { schema: Echo })),
    );
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/user/item/${i}`));
    expect(tokens.state).toMatchObject({ accessToken: 'fresh-token', refreshToken: 'refresh-2' });
  });

  it('refreshes once for concurrent 401s of separate clients (one per proxy request), each storing the pair', async () => {
    const stores = Array.from({ length: 5 }, () =>
      memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1' }),
    );
    await Promise.all(
      stores.map((tokens, i) => client(tokens).request('user', `/item/${i}`, { schema: Echo })),
    );
    expect(refreshCalls).toBe(1);
    for (const tokens of stores) {
      expect(tokens.state).toMatchObject({ accessToken: 'fresh-token', refreshToken: 'refresh-2' });
    }
  });

  it('hands a just-finished refresh to a call that still carried the spent refresh token', async () => {
    await client(memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1' })).request(
      'user',
      '/first',
      { schema: Echo },
    );
    const late = memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1' });
    await expect(client(late).request('user', '/late', { schema: Echo })).resolves.toEqual({
      path: '/user/late',
    });
    expect(refreshCalls).toBe(1);
    expect(late.state.refreshToken).toBe('refresh-2');
  });

  it('clears stored credentials when the refresh fails', async () => {
    refreshSucceeds = false;
    const tokens = memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1', country: 'VN' });
    const api = client(tokens);
    const calls = await Promise.allSettled(
      Array.from({ length: 3 }, () => api.request('user', '/me', { schema: Echo })),
    );
    expect(refreshCalls).toBe(1);
    expect(calls.every((c) => c.status === 'rejected' && (c.reason as ApiError).status === 401)).toBe(true);
    expect(tokens.state).toEqual({ country: 'VN' });
  });

  it('sends a FormData body as multipart with its file, also when replayed after a refresh', async () => {
    const api = client(memoryTokens({ accessToken: 'expired-token', refreshToken: 'refresh-1' }));
    const form = new FormData();
    form.set('description', 'The fee is out of date.');
    form.set('screenshot', new Blob(['PNGBYTES'], { type: 'image/png' }), 'page.png');
    const result = await api.request('user', '/upload', {
      method: 'POST',
      body: form,
      schema: z.object({ raw: z.string() }),
    });
    expect(refreshCalls).toBe(1);
    const uploads = seen.filter((req) => req.url === '/user/upload');
    expect(uploads.map((req) => req.headers['content-type'])).toEqual([
      expect.stringMatching(/^multipart\/form-data; boundary=/),
      expect.stringMatching(/^multipart\/form-data; boundary=/),
    ]);
    expect(result.raw).toContain('filename="page.png"');
    expect(result.raw).toContain('PNGBYTES');
    expect(result.raw).toContain('The fee is out of date.');
  });

  it('does not try to refresh without a refresh token', async () => {
    const api = client(memoryTokens({ accessToken: 'expired-token' }));
    await expect(api.request('user', '/me', { schema: Echo })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });

  it('sends the bearer token except on location-update and vpc-only paths, and X-Country when restricted', async () => {
    const api = client(memoryTokens({ accessToken: 'fresh-token', country: 'SA' }));
    await api.request('user', '/profile', { schema: Echo });
    await api.request('user', '/apis/update-location-details', { schema: Echo }).catch(() => undefined);
    await api.request('user', '/vpc-only/user/7', { schema: Echo }).catch(() => undefined);
    expect(seen.map((r) => [r.url, r.headers.authorization, r.headers['x-country']])).toEqual([
      ['/user/profile', 'Bearer fresh-token', 'SA'],
      ['/user/apis/update-location-details', undefined, 'SA'],
      ['/user/vpc-only/user/7', undefined, 'SA'],
    ]);
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers['accept-encoding']).toContain('gzip');
  });

  it('turns an error response into the catalogue text of its code', async () => {
    const api = client(memoryTokens({}));
    await expect(api.request('cms', '/fail', { schema: Echo })).rejects.toMatchObject({
      status: 404,
      errorCode: 'UD_EA_4002',
      message: 'User document not found.',
    });
  });

  it('keeps the field a 400 names beside the catalogue text, so a form can show it in place', async () => {
    const api = client(memoryTokens({}));
    await expect(api.request('cms', '/bad-field', { schema: Echo })).rejects.toMatchObject({
      status: 400,
      errorCode: 'BAD_REQUEST',
      message:
        'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.',
      field: 'body.mobile',
      detail: 'not valid',
    });
  });

  it('reports an unreachable server with the connection text', async () => {
    const baseUrls = Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:9/${s}`])) as Record<
      ServiceName,
      string
    >;
    const api = createApiClient({
      baseUrls,
      tokens: memoryTokens({}),
      supportEmail: 'x@y.z',
      timeoutMs: 2000,
    });
    await expect(api.request('cms', '/meta', { schema: Echo })).rejects.toMatchObject({
      status: 0,
      message:
        'We are experiencing internet challenges with your connection. Please check your internet connection.',
    });
  });
});
