import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { StoredAnalyticsEvent } from '@meridian/domain/analytics/events';
import { SCREENSHOT_MAX_BYTES, SiteExtras } from '@meridian/domain/extras/schemas';
import { siteBars, errorReports, locationUpdates } from '#api/db/schema/extras.ts';
import { analyticsEvents } from '#api/db/schema/analytics.ts';
import { getSiteExtras } from '#api/modules/cms/extras/service.ts';
import { createStorage } from '#api/platform/storage/create-storage.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

describe('site extras, error reports and analytics events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/analytics-events${query}` });
    expect(res.statusCode).toBe(200);
    return z.array(StoredAnalyticsEvent).parse(res.json());
  };

  const extras = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/cms/site-extras?${query}` });
    expect(res.statusCode).toBe(200);
    return SiteExtras.parse(res.json());
  };

  it('gives a page its custom bar and shows the ticker only on its configured paths', async () => {
    const usa = await extras('path=/study-abroad/usa');
    // A bar leads to the enquiry form: a phone number in content would outlive the configured one.
    expect(usa.customBar?.href).toBe('/enquiry');
    expect(usa.ticker.length).toBeGreaterThanOrEqual(3);
    const home = await extras('path=/study-abroad');
    expect(home.ticker).toEqual([]);
  });

  it('shows a hello bar only while it runs, and never in Vietnam or Saudi Arabia', async () => {
    const [bar] = await t.database.db
      .insert(siteBars)
      .values({
        kind: 'hello',
        region: 'all',
        message: 'Webinar on Thursday',
        startsAt: new Date('2030-01-01T00:00:00Z'),
        endsAt: new Date('2030-01-08T00:00:00Z'),
      })
      .returning();
    const during = await getSiteExtras(t.database.db, {
      region: 'default',
      path: '/',
      now: new Date('2030-01-03T00:00:00Z'),
    });
    expect(during.helloBar?.id).toBe(bar!.id);
    const after = await getSiteExtras(t.database.db, {
      region: 'default',
      path: '/',
      now: new Date('2030-01-09T00:00:00Z'),
    });
    expect(after.helloBar).toBeNull();
    const inVietnam = await getSiteExtras(t.database.db, {
      region: 'vn',
      path: '/',
      now: new Date('2030-01-03T00:00:00Z'),
    });
    expect(inVietnam.helloBar).toBeNull();
    expect(inVietnam.customBar?.message).toContain('Vietnam');
  });

  it('stores an error report and names a missing field', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/user/report-error',
      payload: {
        issueType: 'Broken link',
        description: 'The DAAD link in the FAQ is dead.',
        pageUrl: '/study-abroad/germany',
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(await t.database.db.select().from(errorReports)).toHaveLength(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/user/report-error',
      payload: { issueType: 'Broken link', description: 'short', pageUrl: '/study-abroad/germany' },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('body.description');
    expect(await t.database.db.select().from(errorReports)).toHaveLength(1);
  });

  describe('error report screenshots', () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const WEBP = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.alloc(18),
    ]);
    const report = (screenshot?: { bytes: Buffer; name: string; type: string }) => {
      const form = new FormData();
      form.set('issueType', 'Incorrect information');
      form.set('description', 'The tuition fee on this page is last year’s.');
      form.set('pageUrl', '/study-abroad/uk');
      if (screenshot) {
        form.set('screenshot', new Blob([screenshot.bytes], { type: screenshot.type }), screenshot.name);
      }
      return t.app.inject({ method: 'POST', url: '/user/report-error', payload: form });
    };
    const stored = () =>
      queryRows<{ description: string; content_type: string; size_bytes: number; storage_key: string }>(
        t.database,
        sql`select r.description, s.content_type, s.size_bytes, s.storage_key from error_reports r
          join error_report_screenshots s on s.report_id = r.id order by r.id`,
      );

    it('stores a PNG or WebP screenshot with its report, typed by its bytes', async () => {
      const reports = async () => (await t.database.db.select().from(errorReports)).length;
      const before = await reports();
      expect((await report({ bytes: PNG, name: 'page.png', type: 'image/png' })).statusCode).toBe(201);
      // A WebP sent with a wrong name and type is still a WebP.
      expect((await report({ bytes: WEBP, name: 'page.jpg', type: 'image/jpeg' })).statusCode).toBe(201);
      expect((await report()).statusCode).toBe(201);
      expect(await reports()).toBe(before + 3);
      const rows = await stored();
      expect(rows.map((r) => r.content_type)).toEqual(['image/png', 'image/webp']);
      // The bytes are in the file store, not the database.
      expect(rows[0]!.size_bytes).toBe(PNG.length);
      const file = await createStorage(t.config, () => new Date()).get(rows[0]!.storage_key);
      expect(Buffer.from(file!).equals(PNG)).toBe(true);
    });

    it('refuses a file that is not a PNG, JPEG or WebP image, or is over 5 MB, and stores nothing', async () => {
      const reports = async () => (await t.database.db.select().from(errorReports)).length;
      const before = await reports();
      const pdf = await report({
        bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'),
        name: 'shot.png',
        type: 'image/png',
      });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json()).toEqual({
        status: false,
        errorCode: 'UNSUPPORTED_IMAGE',
        message:
          'Unsupported file. Please upload a PNG, JPEG, JPG or WebP image. (screenshot: this file is PDF)',
        field: 'screenshot',
        detail: 'this file is PDF',
      });
      const text = await report({
        bytes: Buffer.from('just some words'),
        name: 'shot.png',
        type: 'image/png',
      });
      expect((text.json() as { message: string }).message).toContain(
        '(screenshot: the file type is not recognised)',
      );

      const huge = Buffer.concat([PNG, Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
      const tooBig = await report({ bytes: huge, name: 'big.png', type: 'image/png' });
      expect(tooBig.statusCode).toBe(400);
      expect((tooBig.json() as { message: string }).message).toContain(
        '(screenshot: the screenshot must be 5 MB or smaller)',
      );
      expect(await reports()).toBe(before);
    });

    it('refuses a NUL character in a multipart field with the field named, though the image holds NULs', async () => {
      const form = new FormData();
      form.set('issueType', 'Other');
      form.set('description', 'Broken text\u0000 on the fees table.');
      form.set('pageUrl', '/study-abroad/uk');
      form.set('screenshot', new Blob([PNG], { type: 'image/png' }), 'page.png');
      const res = await t.app.inject({ method: 'POST', url: '/user/report-error', payload: form });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain(
        '(body.description: must not contain a NUL character)',
      );
    });
  });

  it('records an analytics event and refuses a malformed one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/user/events',
      payload: {
        name: 'menu_link_clicked',
        category: 'Page_interaction_header',
        label: 'USA',
        path: '/study-abroad',
      },
    });
    expect(ok.statusCode).toBe(202);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/user/events',
      payload: { name: 'Menu Click!', category: 'x', path: 'study-abroad' },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.name)).toEqual(['menu_link_clicked']);
  });

  it('keeps an event whose texts are longer than their columns, cut to the column size', async () => {
    const title = `${'Study in Germany: public universities, blocked account and visa — '.repeat(5)}🎓`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/events',
      payload: {
        name: 'page_view',
        category: `Page_load_${'x'.repeat(80)}`,
        label: title,
        path: `/study-abroad/articles/${'a'.repeat(600)}`,
        referrer: `https://www.google.com/search?q=${'b'.repeat(600)}`,
      },
    });
    expect(res.statusCode).toBe(202);
    const [stored] = await listed('?name=page_view');
    expect(stored!.label).toBe(Array.from(title).slice(0, 200).join(''));
    expect(stored!.category).toHaveLength(64);
    expect(stored!.path).toHaveLength(500);
    expect(stored!.referrer).toHaveLength(500);
  });

  it('lists recorded events newest first, filtered by name, for developers', async () => {
    for (const label of ['Book free counselling', 'See accelerator programs']) {
      await t.app.inject({
        method: 'POST',
        url: '/user/events',
        payload: { name: 'cta_clicked', category: 'Cta_click', label, path: '/study-abroad' },
      });
    }
    const events = await listed('?name=cta_clicked');
    expect(events.map((e) => e.label)).toEqual(['See accelerator programs', 'Book free counselling']);
    expect(events[0]).toMatchObject({ path: '/study-abroad', region: 'default', referrer: null });
    const all = await listed('?limit=2');
    expect(all).toHaveLength(2);
    expect(all[0]!.label).toBe('See accelerator programs');
  });
});

describe('shared location', () => {
  it('stores a consented location rounded to about a kilometre and refuses impossible coordinates', async () => {
    const t = await createTestApp({ seed: false });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/user/apis/update-location-details?latitude=18.520430&longitude=73.856743',
    });
    expect(ok.statusCode).toBe(202);
    expect(await t.database.db.select().from(locationUpdates)).toMatchObject([
      { latitude: 18.52, longitude: 73.86 },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/user/apis/update-location-details?latitude=123&longitude=0',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('querystring.latitude');
    await t.close();
  });
});
