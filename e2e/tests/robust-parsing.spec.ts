import type { APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/** A refusal in the error model: a 4xx with the catalogue envelope, never a 500. */
async function expectRefused(res: APIResponse, what: string) {
  expect(res.status(), what).toBeGreaterThanOrEqual(400);
  expect(res.status(), what).toBeLessThan(500);
}

const json = { 'content-type': 'application/json' };

test.describe('hostile input through the web proxy answers 4xx, never 500', () => {
  test('deeply nested JSON', async ({ request }) => {
    for (const depth of [40, 100_000]) {
      const res = await request.post('/study-abroad/api/lead', {
        headers: json,
        data: `{"extraFields":{"utm_source":${'['.repeat(depth)}"x"${']'.repeat(depth)}}}`,
      });
      await expectRefused(res, `depth ${depth}`);
      expect(await res.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
    }
  });

  test('a lone surrogate in an attribution field, named as the field at fault', async ({ request }) => {
    const res = await request.post('/study-abroad/api/lead', {
      headers: json,
      data: '{"extraFields":{"utm_source":"goo\\ud800gle"}}',
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({
      status: false,
      errorCode: 'BAD_REQUEST',
      field: 'body.extraFields.utm_source',
    });
  });

  test('malformed multipart bodies', async ({ request }) => {
    for (const [what, contentType, data] of [
      ['no boundary', 'multipart/form-data', 'pageUrl=x'],
      ['not multipart at all', 'multipart/form-data; boundary=----m', 'just some text'],
      [
        'cut short',
        'multipart/form-data; boundary=----m',
        '------m\r\nContent-Disposition: form-data; name="pageUrl"\r\n\r\nx',
      ],
    ] as const) {
      const res = await request.post('/study-abroad/api/user/report-error', {
        headers: { 'content-type': contentType },
        data,
      });
      await expectRefused(res, what);
    }
  });

  test('malformed percent-encoding in API and page paths', async ({ request }) => {
    for (const path of [
      '/study-abroad/api/pathway/university/%E0%A4%A/overview',
      '/study-abroad/api/pathway/university/%ED%A0%80/overview',
      '/study-abroad/usa/%E0%A4%A',
      '/study-abroad/articles/%',
    ]) {
      await expectRefused(await request.get(path), path);
    }
  });

  test('malformed escapes and over-long segments in every family of files and links: 400 or 404 (issue 28)', async ({
    request,
  }) => {
    const long = 'a'.repeat(201);
    const families = [
      '/study-abroad/university-logos/{}.svg',
      '/study-abroad/media/5f0c/{}',
      '/study-abroad/sitemaps/{}.xml',
      '/study-abroad/brand/{}.svg',
      '/study-abroad/banners/{}.webp',
      '/study-abroad/ebooks/download/{}',
      '/study-abroad/brochures/download/{}',
      '/study-abroad/payments/receipt/{}',
      '/study-abroad/api/pathway/university/{}/overview',
    ];
    for (const family of families) {
      for (const segment of [long, '%E0%A4%A', '%']) {
        const path = family.replace('{}', segment);
        const res = await request.get(path);
        expect([400, 404], `${path.slice(0, 60)}… answered ${res.status()}`).toContain(res.status());
      }
    }
  });
});
