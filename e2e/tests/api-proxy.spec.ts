import { expect, test } from '../fixtures/test.ts';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO } from '../fixtures/login.ts';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

test.describe('same-origin API proxy', () => {
  test('passes a service call through to the API', async ({ request }) => {
    const res = await request.get('/study-abroad/api/pathway/countries/lite');
    expect(res.status()).toBe(200);
    const countries = (await res.json()) as { id: string; slug: string }[];
    expect(countries).toHaveLength(19);
    expect(countries).toContainEqual({ id: 'GBR', name: 'UK', slug: 'uk' });
  });

  test('answers errors in the error model with the catalogue text', async ({ request }) => {
    const missing = await request.get('/study-abroad/api/pathway/country/detail/atlantis');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ status: false, errorCode: 'NOT_FOUND', message: GENERIC });

    const unknownService = await request.get('/study-abroad/api/bank/accounts');
    expect(unknownService.status()).toBe(404);
    expect(await unknownService.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
  });

  test('rejects a body that is not JSON', async ({ request }) => {
    const res = await request.post('/study-abroad/api/lead/anything', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"name": '),
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ status: false, errorCode: 'BAD_REQUEST', message: GENERIC });
  });
});

test.describe('API proxy writes', () => {
  const lead = { name: 'Asha Verma', mobile: '9000000101', countryCode: '+91' };
  const errorOf = (errorCode: string, message: string) => ({ status: false, errorCode, message });

  test("refuses a write from another site's page", async ({ request }) => {
    const res = await request.post('/study-abroad/api/lead', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: JSON.stringify(lead),
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual(
      errorOf(
        'CROSS_SITE_REQUEST',
        'This request did not come from our website. Please open the page on our website and try again.',
      ),
    );
  });

  test("refuses a page's write that is neither JSON nor an upload, and one too large to read", async ({
    page,
  }) => {
    await page.goto('/study-abroad/contact-us');
    const answers = await page.evaluate(async () => {
      const send = async (body: string, type: string) => {
        const res = await fetch('/study-abroad/api/lead', {
          method: 'POST',
          body,
          headers: { 'content-type': type },
        });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      return [
        await send('{"name":"Asha Verma"}', 'text/plain'),
        await send(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), 'application/json'),
      ];
    });
    expect(answers).toEqual([
      {
        status: 415,
        body: errorOf(
          'UNSUPPORTED_MEDIA_TYPE',
          'This request could not be read. Please refresh the page and try again.',
        ),
      },
      {
        status: 413,
        body: errorOf('PAYLOAD_TOO_LARGE', 'This request is too large. Please upload a smaller file.'),
      },
    ]);
  });
});

test.describe('API proxy and session cookies (issue 28, login CSRF)', () => {
  const WEB_ORIGIN = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

  test('refuses session renewal, logout and the developer views, under any service', async ({ request }) => {
    for (const [method, path] of [
      ['GET', '/study-abroad/api/auth/refresh?refreshToken=abc'],
      ['POST', '/study-abroad/api/auth/logout'],
      ['GET', '/study-abroad/api/lead/dev/outbox'],
      ['GET', '/study-abroad/api/lead/%2E%2E/dev/outbox'],
      ['POST', '/study-abroad/api/auth/%2E%2E/dev/sessions'],
    ] as const) {
      const res = await request.fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        data: '{}',
      });
      expect(res.status(), `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
    }
  });

  test("a link on another site to the refresh address signs the visitor into no one's account", async ({
    page,
    request,
  }) => {
    // The attacker's own session, whose refresh token goes into the link.
    const session = await request.post(`${API_URL}/dev/sessions`, {
      data: { email: DEMO.paidLearner.email },
    });
    const { refresh_token: refreshToken } = (await session.json()) as { refresh_token: string };
    const target = `${WEB_ORIGIN}/study-abroad/api/auth/refresh?refreshToken=${refreshToken}`;
    await page.route('http://attacker.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        // data-hydrated: the mark the suite's page.goto waits for on the site's own pages.
        body: `<html data-hydrated="true"><a href="${target}">Win a scholarship</a></html>`,
      }),
    );
    await page.goto('http://attacker.example/');
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url() === target),
      page.getByRole('link', { name: 'Win a scholarship' }).click(),
    ]);
    expect([403, 404]).toContain(answer.status());

    const cookies = await page.context().cookies(WEB_ORIGIN);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('access_token');
    await page.goto('/study-abroad/contact-us');
    const who = await page.evaluate(async () => (await fetch('/study-abroad/api/auth/session')).json());
    expect(who).toEqual({ user: null });
  });

  test("the session address answers another site's link or page with 403 and touches no cookie", async ({
    request,
  }) => {
    const res = await request.get('/study-abroad/api/auth/session', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ errorCode: 'CROSS_SITE_REQUEST' });
    expect(res.headers()['set-cookie']).toBeUndefined();
  });
});
