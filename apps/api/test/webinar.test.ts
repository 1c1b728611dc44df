import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { Webinar } from '@meridian/domain/content/webinars';
import { istStart } from '#api/db/seed/ist-start.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

const Webinars = z.array(Webinar);

describe('webinar: upcoming sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upcoming = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/webinar/upcoming${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return Webinars.parse(res.json());
  };

  it('lists a country’s sessions still ahead, soonest first, university and general ones alike', async () => {
    const canada = await upcoming('?country=canada');
    expect(canada.map((w) => w.slug)).toEqual([
      'study-in-canada-after-the-study-permit-cap',
      'university-of-toronto-graduate-admissions',
      'university-of-waterloo-co-op-explained',
    ]);
    for (const w of canada) {
      expect(w.country.slug).toBe('canada');
      expect(Date.parse(w.startsAt)).toBeGreaterThan(Date.now());
    }
    expect(canada[1]).toMatchObject({
      kind: 'university',
      university: { slug: 'university-of-toronto', name: 'University of Toronto' },
      durationMinutes: 60,
      seatsLeft: 288,
    });
  });

  it('gives a university its own sessions and its country’s general ones, not other universities’', async () => {
    const toronto = await upcoming('?university=university-of-toronto');
    expect(toronto.map((w) => w.slug)).toEqual([
      'study-in-canada-after-the-study-permit-cap',
      'university-of-toronto-graduate-admissions',
    ]);
    const mcgill = await upcoming('?university=mcgill-university&country=canada');
    expect(mcgill.map((w) => w.kind)).toEqual(['country']);
  });

  it('returns nothing for a place without sessions and leaves past sessions out', async () => {
    expect(await upcoming('?country=finland')).toEqual([]);
    expect(await upcoming('?university=no-such-university')).toEqual([]);
    await queryRows(
      t.database,
      sql`update webinars set starts_at = now() - interval '1 hour' where slug = 'study-in-uk-one-year-masters'`,
    );
    expect((await upcoming('?country=uk')).map((w) => w.slug)).not.toContain('study-in-uk-one-year-masters');
  });

  it('stores start times as UTC instants of the India time the session was scheduled at', async () => {
    const start = istStart(new Date('2026-11-22T20:00:00Z'), 3, '18:00');
    // 22 Nov 20:00 UTC is already 23 Nov in India; three days on at 18:00 IST is 12:30 UTC.
    expect(start.toISOString()).toBe('2026-11-26T12:30:00.000Z');
    const [row] = await queryRows<{ ist: string }>(
      t.database,
      sql`select to_char(starts_at at time zone 'Asia/Kolkata', 'HH24:MI') as ist from webinars where slug = 'ms-in-usa-fall-applications'`,
    );
    expect(row?.ist).toBe('19:00');
  });

  it('answers 400 naming the field for an unknown country or a malformed university', async () => {
    for (const [query, field] of [
      ['?country=atlantis', 'querystring.country'],
      ['?university=Not%20A%20Slug', 'querystring.university'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/webinar/upcoming${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false });
      expect(res.json().message).toContain(field);
    }
  });
});
