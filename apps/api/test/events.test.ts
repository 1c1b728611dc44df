import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EventCheckIn,
  EventDetail,
  EventRegistrationResponse,
  EventSummary,
  EventUserRegistration,
} from '@meridian/domain/events/schemas';
import { signAccessToken } from '#api/platform/auth/access-token.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { newPerson, outboxFor } from './lead-fixtures.ts';
import { assignLearner, COUNSELLOR_PERMISSIONS, createUser } from './profile-fixtures.ts';

const SIX_AND_A_HALF_HOURS = (6 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function visitor() {
  return { name: 'Meera Joshi', countryCode: '+91', ...newPerson(), contactConsent: true };
}

describe('events: university fairs', () => {
  let t: TestApp;
  /** The API's clock: real time unless a test pins it. */
  let pinned: Date | undefined;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => pinned ?? new Date() });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const register = (slug: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/pathway/events/${slug}/registration`, payload, headers });
  const listed = async () => z.array(EventSummary).parse((await get('/pathway/events')).json());

  it('lists the three fairs ahead, soonest first, at their venues', async () => {
    const events = await listed();
    expect(events.map((e) => [e.slug, e.venue.name])).toEqual([
      ['indore', 'Sayaji Hotel'],
      ['new-delhi', 'The Lalit New Delhi'],
      ['hyderabad', 'Taj Krishna'],
    ]);
    for (const e of events) expect(Date.parse(e.startsAt)).toBeGreaterThan(Date.now());
  });

  it('describes a fair: banner, venue with directions, schedule, highlights and exhibitors’ logos', async () => {
    const res = await get('/pathway/events/new-delhi');
    expect(res.statusCode).toBe(200);
    const fair = EventDetail.parse(res.json());
    expect(fair.banner.headline).toBe('Meet 25+ universities in New Delhi');
    expect(fair.venue.directionUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.6297,77.2262',
    );
    expect(fair.schedule[0]).toEqual({
      time: '10:00 am',
      activity: 'Doors open: collect your visitor badge at the registration desk',
    });
    expect(fair.keyHighlights).toContain('Scholarships of up to 45 lakh INR to ask about on the day');
    expect(fair.universities[0]).toEqual({
      slug: 'kings-college-london',
      name: expect.stringContaining('King'),
      logo: '/university-logos/kings-college-london.svg',
    });
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await get('/pathway/events/pune')).statusCode).toBe(404);
    expect((await get('/pathway/events/pune/calendar')).statusCode).toBe(404);
  });

  it('keeps a fair upcoming until its date plus 6h30, then answers 404 and lists it no more', async () => {
    const indore = (await listed())[0]!;
    const closes = Date.parse(indore.startsAt) + SIX_AND_A_HALF_HOURS;
    try {
      pinned = new Date(closes);
      expect((await get('/pathway/events/indore')).statusCode).toBe(200);
      pinned = new Date(closes + 1);
      expect((await get('/pathway/events/indore')).statusCode).toBe(404);
      expect((await register('indore', visitor())).statusCode).toBe(404);
      expect((await listed()).map((e) => e.slug)).toEqual(['new-delhi', 'hyderabad']);
    } finally {
      pinned = undefined;
    }
  });

  it('serves the fair as a text/calendar file', async () => {
    const hyderabad = (await listed()).find((e) => e.slug === 'hyderabad')!;
    const res = await get('/pathway/events/hyderabad/calendar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="meridian-university-fair-hyderabad.ics"',
    );
    const start = hyderabad.startsAt.replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(res.body).toContain(`DTSTART:${start}`);
    expect(res.body).toContain('SUMMARY:Meridian Study Abroad Fair\\, Hyderabad');
  });

  it('registers a visitor: a lead, a confirmation email with the calendar file and a QR pass', async () => {
    const person = visitor();
    const res = await register('indore', person);
    expect(res.statusCode, res.body).toBe(201);
    const place = EventRegistrationResponse.parse(res.json());
    expect(Buffer.from(place.checkInQr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const lead = (await get(`/dev/leads/${place.leadId}`)).json() as { touchpoints: { source: string }[] };
    expect(lead.touchpoints.map((tp) => tp.source)).toEqual(['event:indore']);

    const [mail, ...others] = await outboxFor(t.app, person.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Meridian: your place at the Indore university fair');
    expect(mail?.body).toContain('Venue: Sayaji Hotel, H/1, Scheme No. 54, Vijay Nagar, Indore');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      fileName: 'meridian-university-fair-indore.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(mail?.attachments[0]?.content).toContain('BEGIN:VEVENT');

    const again = EventRegistrationResponse.parse((await register('indore', person)).json());
    expect(again.registrationId).toBe(place.registrationId);
  });

  it('answers 400 naming the field for a registration without a valid email', async () => {
    const res = await register('indore', { ...visitor(), email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('links a signed-in learner’s place to their account, readable by them and their counsellor only', async () => {
    const learner = await createUser(t);
    const other = await createUser(t);
    const counsellor = await createUser(t, { permissions: COUNSELLOR_PERMISSIONS });
    const otherCounsellor = await createUser(t, { permissions: COUNSELLOR_PERMISSIONS });
    await assignLearner(t, learner, counsellor);
    const [fair] = await listed();
    const url = `/pathway/event/${fair!.id}/user/${learner.id}`;
    const before = EventUserRegistration.parse(
      (await get(url, { authorization: learner.authorization })).json(),
    );
    expect(before).toEqual({
      eventId: fair!.id,
      registered: false,
      registeredAt: null,
      checkedInAt: null,
      pass: null,
    });

    const res = await register(fair!.slug, visitor(), { authorization: learner.authorization });
    expect(res.statusCode).toBe(201);
    const after = EventUserRegistration.parse(
      (await get(url, { authorization: learner.authorization })).json(),
    );
    expect(after.registered).toBe(true);
    // The learner's pass, shown again on the fair's page, checks the same place in.
    const token = after.pass!.checkInUrl.split('/events/check-in/')[1]!;
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/pathway/events/check-in/${token}`,
      headers: { authorization: counsellor.authorization },
    });
    expect(checkIn.json()).toMatchObject({ name: expect.any(String), firstTime: true });
    expect(Buffer.from(after.pass!.checkInQr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect((await get(url, { authorization: counsellor.authorization })).statusCode).toBe(200);
    expect((await get(url, { authorization: otherCounsellor.authorization })).statusCode).toBe(403);
    expect((await get(url, { authorization: other.authorization })).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('lets staff check a visitor in once from the QR pass; learners cannot, a forged pass is 404', async () => {
    const place = EventRegistrationResponse.parse((await register('hyderabad', visitor())).json());
    const token = place.checkInUrl.split('/events/check-in/')[1]!;
    const counsellor = await createUser(t, { permissions: COUNSELLOR_PERMISSIONS });
    const learner = await createUser(t);
    const checkIn = (authorization: string, pass = token) =>
      t.app.inject({ method: 'POST', url: `/pathway/events/check-in/${pass}`, headers: { authorization } });

    expect((await checkIn(learner.authorization)).statusCode).toBe(403);
    const first = EventCheckIn.parse((await checkIn(counsellor.authorization)).json());
    expect(first).toMatchObject({ name: 'Meera Joshi', event: { slug: 'hyderabad' }, firstTime: true });
    const second = EventCheckIn.parse((await checkIn(counsellor.authorization)).json());
    expect(second).toMatchObject({ firstTime: false, checkedInAt: first.checkedInAt });

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await checkIn(counsellor.authorization, forged)).statusCode).toBe(404);
  });

  it('refuses a pass past its season with 410', async () => {
    const place = EventRegistrationResponse.parse((await register('new-delhi', visitor())).json());
    const token = place.checkInUrl.split('/events/check-in/')[1]!;
    const counsellor = await createUser(t, { permissions: COUNSELLOR_PERMISSIONS });
    try {
      pinned = new Date(Date.now() + 121 * DAY_MS);
      // A token of the pinned day, so only the pass is out of date.
      const staffToken = await signAccessToken({
        secret: t.config.JWT_SECRET,
        claims: { userId: counsellor.id, ssoUserId: randomUUID(), permissions: COUNSELLOR_PERMISSIONS },
        now: pinned,
        ttlSeconds: 900,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/pathway/events/check-in/${token}`,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(res.statusCode).toBe(410);
    } finally {
      pinned = undefined;
    }
  });

  it('limits registrations from one contact (429 with Retry-After)', async () => {
    const person = visitor();
    for (let i = 0; i < 6; i += 1) expect((await register('hyderabad', person)).statusCode).toBe(201);
    const res = await register('hyderabad', person);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
