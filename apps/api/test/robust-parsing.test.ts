import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '@meridian/domain/input-depth';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry } from './lead-fixtures.ts';

/** The JSON text of a value nested `depth` arrays deep. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

describe('hostile input answers 4xx in the error model, never 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const postJson = (url: string, text: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });

  const expectRefused = (res: { statusCode: number; json(): unknown }, what: string) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.json(), what).toMatchObject({ status: false, errorCode: expect.any(String) });
  };

  it('refuses deeply nested JSON, naming the field, whatever the depth', async () => {
    const base = JSON.stringify(enquiry()).slice(0, -1);
    for (const depth of [MAX_INPUT_DEPTH + 1, 1_000, 100_000]) {
      const res = await postJson('/lead', `${base},"extraFields":{"utm_source":${nestedArrays(depth)}}}`);
      expectRefused(res, `depth ${depth}`);
      expect(res.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
      expect((res.json() as { field: string }).field).toMatch(/^body\.extraFields\.utm_source(\.0)+$/);
    }
    const whole = await postJson('/lead', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`);
    expectRefused(whole, 'nested body');
  });

  it('refuses a lone surrogate in an attribution field or a key, and stores nothing', async () => {
    const person = enquiry();
    for (const [what, extraFields, field] of [
      ['value', '{"utm_source":"goo\\ud800gle"}', 'body.extraFields.utm_source'],
      ['trailing low half', '{"utm_campaign":"\\udc00"}', 'body.extraFields.utm_campaign'],
      ['key', '{"\\ud83dx":"google"}', 'body.extraFields.\ufffdx'],
    ] as const) {
      const text = `${JSON.stringify(person).slice(0, -1)},"extraFields":${extraFields}}`;
      const res = await postJson('/lead', text);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ errorCode: 'BAD_REQUEST', field });
      expect((res.json() as { message: string }).message).toContain('must be valid Unicode text');
    }
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await postJson(
      '/lead',
      `${JSON.stringify(person).slice(0, -1)},"extraFields":{"utm_campaign":"diwali \\ud83e\\ude94"}}`,
    );
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('refuses malformed multipart bodies', async () => {
    const boundary = '----meridian';
    const part = (body: string) => `--${boundary}\r\n${body}`;
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', 'pageUrl=x'],
      ['not multipart at all', `multipart/form-data; boundary=${boundary}`, 'just some text'],
      [
        'cut short',
        `multipart/form-data; boundary=${boundary}`,
        part('Content-Disposition: form-data; name="pageUrl"\r\n\r\nhttps://x'),
      ],
      [
        'part without headers',
        `multipart/form-data; boundary=${boundary}`,
        `${part('\r\n\r\nvalue\r\n')}--${boundary}--\r\n`,
      ],
      [
        'file cut short',
        `multipart/form-data; boundary=${boundary}`,
        part(
          'Content-Disposition: form-data; name="screenshot"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        ),
      ],
    ];
    for (const [what, contentType, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/report-error',
        headers: { 'content-type': contentType },
        payload,
      });
      expectRefused(res, what);
    }
  });

  it('refuses malformed percent-encoding in a path', async () => {
    for (const url of [
      '/pathway/university/%E0%A4%A/overview',
      '/pathway/university/%/overview',
      '/pathway/university/%ED%A0%80/overview',
      '/cms/articles/%C0%AF',
      '/lead/%ZZ',
    ]) {
      const res = await t.app.inject({ method: url === '/lead/%ZZ' ? 'POST' : 'GET', url });
      expectRefused(res, url);
    }
  });
});
