import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { SERVICES } from '@meridian/domain/health';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, newPerson } from './lead-fixtures.ts';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

describe('API platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports healthy with a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it("answers with the web proxy's request id, or its own when none or a forged one is sent", async () => {
    const given = '7d0e5c1a-93b4-4f6e-a2d8-0c5b9e4f1a37';
    const passed = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': given } });
    expect(passed.headers['x-request-id']).toBe(given);
    const own = await t.app.inject({ method: 'GET', url: '/no-such-route' });
    expect(own.statusCode).toBe(404);
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x"}, {"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers every service health under its own prefix', async () => {
    for (const service of SERVICES) {
      const res = await t.app.inject({ method: 'GET', url: `/${service}/health` });
      expect(res.statusCode, service).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', service });
    }
  });

  it('publishes an OpenAPI document listing the mounted routes, and a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/health',
        '/cms/meta',
        '/pathway/countries/lite',
        '/pathway/country/detail/{country}',
        ...SERVICES.map((s) => `/${s}/health`),
      ]),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('compresses responses with gzip when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { paths: object };
    expect(body.paths).toBeTypeOf('object');
  });

  it('sends the security headers on every answer, errors included, and HSTS only in production', async () => {
    for (const url of ['/pathway/countries/lite', '/no/such/route']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers, url).toMatchObject({
        'content-security-policy': "frame-ancestors 'self'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
      });
      expect(headers, url).not.toHaveProperty('strict-transport-security');
    }
  });

  it('answers an unknown route with the error model and catalogue text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, errorCode: 'NOT_FOUND', message: GENERIC });
  });

  it('names the bad field in a 400 and never leaks a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cms/meta?category=home' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: boolean; errorCode: string; message: string };
    expect(body.status).toBe(false);
    expect(body.errorCode).toBe('BAD_REQUEST');
    expect(body.message).toContain(GENERIC);
    expect(body.message).toContain('querystring.url');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers Fastify’s own errors in the error model, naming what is wrong', async () => {
    const json = { 'content-type': 'application/json' };
    const cases = [
      {
        url: `/pathway/university/${'a'.repeat(201)}/overview`,
        status: 414,
        code: 'URI_TOO_LONG',
        detail: '(url: is too long)',
      },
      {
        url: '/pathway/university/%zz/overview',
        status: 400,
        code: 'BAD_REQUEST',
        detail: '(url: is not a valid address)',
      },
      {
        method: 'POST',
        url: '/lead',
        headers: json,
        payload: '{"name":',
        status: 400,
        code: 'BAD_REQUEST',
        detail: '(body: is not valid JSON)',
      },
      {
        method: 'POST',
        url: '/lead',
        headers: json,
        payload: '',
        status: 400,
        code: 'BAD_REQUEST',
        detail: '(body: is empty)',
      },
      {
        method: 'POST',
        url: '/lead',
        headers: { 'content-type': 'application/xml' },
        payload: '<lead/>',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        text: 'This request could not be read. Please refresh the page and try again.',
        detail: '(content-type: is not supported)',
      },
      {
        method: 'POST',
        url: '/lead',
        headers: json,
        payload: `"${'x'.repeat(1_100_000)}"`,
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        text: 'This request is too large. Please upload a smaller file.',
        detail: '(body: is too large)',
      },
    ] as const;
    for (const { status, code, detail, ...rest } of cases) {
      const { text = GENERIC, ...request } = rest as typeof rest & { text?: string };
      const res = await t.app.inject({ method: 'GET', ...request });
      expect(res.statusCode, request.url).toBe(status);
      expect(res.headers['content-type'], request.url).toContain('application/json');
      expect(res.json(), request.url).toEqual({
        status: false,
        errorCode: code,
        message: `${text} ${detail}`,
        // The field at fault and what is wrong with it are data too, so a form need not read the text.
        field: detail.slice(1, detail.indexOf(':')),
        detail: detail.slice(detail.indexOf(':') + 2, -1),
      });
    }
    // A slug as long as the longest one stored still reaches its route, and is simply not found.
    const longest = await t.app.inject({
      method: 'GET',
      url: `/pathway/university/${'a'.repeat(160)}/overview`,
    });
    expect(longest.statusCode).toBe(404);
  });

  it('answers a request Node cannot parse in the error model: 414 for a long URL, 431 for long headers', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const longUrl = await fetch(`${address}/pathway/university/${'a'.repeat(20_000)}/overview`);
    expect(longUrl.status).toBe(414);
    expect(await longUrl.json()).toEqual({ status: false, errorCode: 'URI_TOO_LONG', message: GENERIC });
    const longHeader = await fetch(`${address}/health`, { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(longHeader.status).toBe(431);
    expect(await longHeader.json()).toEqual({
      status: false,
      errorCode: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: GENERIC,
    });
  });

  it('refuses a NUL character anywhere in a request with the field named, and saves nothing', async () => {
    const person = newPerson();
    const cases = [
      { payload: enquiry({ ...person, country: 'In\u0000dia' }), field: 'body.country' },
      {
        payload: enquiry({ ...person, extraFields: { utm_source: 'goo\u0000gle' } }),
        field: 'body.extraFields.utm_source',
      },
    ];
    for (const { payload, field } of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/lead', payload });
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { message: string }).message).toContain(
        `(${field}: must not contain a NUL character)`,
      );
    }
    const query = await t.app.inject({ method: 'GET', url: '/cms/meta?url=%2Fusa%00&category=home' });
    expect(query.statusCode).toBe(400);
    expect((query.json() as { message: string }).message).toContain('querystring.url');

    // The same person enquiring cleanly afterwards is a first enquiry: nothing was half-written.
    const clean = await t.app.inject({ method: 'POST', url: '/lead', payload: enquiry(person) });
    const lead = await t.app.inject({
      method: 'GET',
      url: `/dev/leads/${(clean.json() as { leadId: string }).leadId}`,
    });
    expect((lead.json() as { enquiryCount: number }).enquiryCount).toBe(1);
  });
});

describe('API platform without a database', () => {
  it('answers 503 on /health when the database is unreachable', async () => {
    const t = await createTestApp({ seed: false });
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', db: 'unreachable' });
    await t.app.close();
  });
});
