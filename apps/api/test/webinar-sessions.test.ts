import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import {
  WebinarDetail,
  WebinarLists,
  WebinarRegistration,
  ZoomSignature,
} from '@meridian/domain/content/webinars';
import { sendWebinarReminders } from '#api/modules/webinar/sessions/service.ts';
import { signAccessToken } from '#api/platform/auth/access-token.ts';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { outboxFor } from './lead-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

const MINUTE = 60_000;
const ZOOM = {
  ZOOM_SDK_KEY: 'zoom-sdk-key-for-tests',
  ZOOM_SDK_SECRET: 'zoom-sdk-secret-for-tests-0123456789',
};

describe('webinar sessions', () => {
  let t: TestApp;
  /** The API's clock: real time unless a test pins it. */
  let pinned: Date | undefined;
  const clock = () => pinned ?? new Date();
  beforeAll(async () => {
    t = await createTestApp({ clock, env: ZOOM });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The learner's bearer token as of the API's clock, so a pinned clock does not expire it. */
  const bearer = async (user: TestUser) =>
    `Bearer ${await signAccessToken({
      secret: t.config.JWT_SECRET,
      claims: { userId: user.id, ssoUserId: '0b5a2f7e-6c1d-4e8a-9f3b-2d4c6e8a0b1c', permissions: [] },
      now: clock(),
      ttlSeconds: 900,
    })}`;
  const lists = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/webinar/webinars${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return WebinarLists.parse(res.json());
  };
  const detail = async (id: number) => WebinarDetail.parse((await t.app.inject(`/webinar/${id}`)).json());
  const idOf = async (slug: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from webinars where slug = ${slug}`,
    );
    return row!.id;
  };
  const register = async (id: number, user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/webinar/registration/${id}`,
      headers: { authorization: await bearer(user) },
    });
  const registration = async (id: number, user: TestUser) =>
    WebinarRegistration.parse(
      (
        await t.app.inject({
          url: `/webinar/registration/${id}`,
          headers: { authorization: await bearer(user) },
        })
      ).json(),
    );

  it('pages upcoming sessions soonest first and past ones latest first, 6 by default', async () => {
    const first = await lists();
    expect(first.upcoming.total).toBe(15);
    expect(first.upcoming.items).toHaveLength(6);
    expect(first.upcoming.items[0]?.slug).toBe('study-in-canada-after-the-study-permit-cap');
    expect(first.previous.items.map((w) => [w.slug, w.recordingUrl])).toEqual([
      ['mit-graduate-admissions-for-indian-applicants', 'https://www.youtube.com/@mit'],
      ['stanford-ms-computer-science-admissions', 'https://www.youtube.com/@stanford'],
      ['study-in-germany-blocked-account-and-aps', null],
    ]);
    const third = await lists(`?upcoming=${encodeURIComponent('{"page":2,"size":6}')}`);
    expect(third.upcoming.items).toHaveLength(3);
    const ids = new Set(
      [...first.upcoming.items, ...(await lists('?upcoming={"page":1}')).upcoming.items].map((w) => w.id),
    );
    expect(ids.size).toBe(12);
    const germany = await lists(`?previous=${encodeURIComponent('{"page":0,"size":6,"country":"germany"}')}`);
    expect(germany.previous.items.map((w) => w.slug)).toEqual(['study-in-germany-blocked-account-and-aps']);
  });

  it('answers 400 for a page parameter that is not JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webinar/webinars?upcoming=page0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('upcoming');
  });

  it('describes one session: open for registration ahead, closed and with a recording once over', async () => {
    const ahead = await detail(await idOf('ms-in-usa-fall-applications'));
    expect(ahead).toMatchObject({ past: false, registrationOpen: true });
    const over = await detail(await idOf('mit-graduate-admissions-for-indian-applicants'));
    expect(over).toMatchObject({
      past: true,
      registrationOpen: false,
      recordingUrl: 'https://www.youtube.com/@mit',
    });
    expect((await t.app.inject('/webinar/999999')).statusCode).toBe(404);
  });

  it('registers a signed-in learner once, confirms by email with the calendar file and the join page', async () => {
    const learner = await createUser(t, { fullName: 'Rhea Kapoor' });
    const id = await idOf('ms-in-usa-fall-applications');
    expect((await t.app.inject({ method: 'POST', url: `/webinar/registration/${id}` })).statusCode).toBe(401);
    const seatsBefore = (await detail(id)).seatsLeft;
    const first = await register(id, learner);
    expect(first.statusCode, first.body).toBe(200);
    expect(WebinarRegistration.parse(first.json())).toMatchObject({ registered: true, joinUrl: null });
    expect((await register(id, learner)).statusCode).toBe(200);
    expect((await detail(id)).seatsLeft).toBe(seatsBefore - 1);

    const mails = await outboxFor(t.app, learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Meridian: you are registered for /);
    expect(mails[0]?.body).toContain('/study-abroad/live-webinar/ms-in-usa-fall-applications');
    expect(mails[0]?.attachments[0]?.contentType).toBe('text/calendar; charset=utf-8');
  });

  it('shows the join link to a registered learner only, from 15 minutes before the start to the end', async () => {
    const learner = await createUser(t);
    const stranger = await createUser(t);
    const id = await idOf('study-in-uk-one-year-masters');
    await register(id, learner);
    const { startsAt, durationMinutes } = await detail(id);
    const start = Date.parse(startsAt);
    try {
      pinned = new Date(start - 15 * MINUTE - 1);
      const early = await registration(id, learner);
      expect(early.joinUrl).toBeNull();
      expect(early.joinOpensAt).toBe(new Date(start - 15 * MINUTE).toISOString());
      pinned = new Date(start - 15 * MINUTE);
      expect((await registration(id, learner)).joinUrl).toBe(
        'https://meet.jit.si/meridian-study-in-uk-one-year-masters',
      );
      expect(await registration(id, stranger)).toMatchObject({ registered: false, joinUrl: null });
      pinned = new Date(start + durationMinutes * MINUTE);
      expect((await registration(id, learner)).joinUrl).toBeNull();
    } finally {
      pinned = undefined;
    }
  });

  it('closes registration once a session has started or is full (409 with the catalogue text)', async () => {
    const learner = await createUser(t);
    const past = await register(await idOf('mit-graduate-admissions-for-indian-applicants'), learner);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({
      status: false,
      errorCode: 'WEBINAR_REGISTRATION_CLOSED',
      message:
        'Registration for this webinar is closed. You can watch our past sessions on the webinars page.',
    });
    await queryRows(
      t.database,
      sql`update webinars set registered = seats where slug = 'coventry-university-january-intake'`,
    );
    expect((await register(await idOf('coventry-university-january-intake'), learner)).statusCode).toBe(409);
  });

  it('reminds each registered learner once, in the hour before the start', async () => {
    const learner = await createUser(t, { fullName: 'Kabir Malhotra' });
    const id = await idOf('study-in-australia-genuine-student-requirement');
    await register(id, learner);
    const start = Date.parse((await detail(id)).startsAt);
    const notifier = createNotifier({ config: t.config, db: t.database.db, log: t.app.log, clock });
    const deps = { db: t.database.db, notifier, config: t.config, clock, log: t.app.log };
    try {
      pinned = new Date(start - 61 * MINUTE);
      expect(await sendWebinarReminders(deps)).toBe(0);
      pinned = new Date(start - 59 * MINUTE);
      expect(await sendWebinarReminders(deps)).toBeGreaterThanOrEqual(1);
      expect(await sendWebinarReminders(deps)).toBe(0);
      // Queued at the pinned time, so due for this notifier's worker, which it woke.
      await notifier.deliverDue();
    } finally {
      pinned = undefined;
      await notifier.stop();
    }
    const [reminder] = await outboxFor(t.app, learner.email);
    expect(reminder?.subject).toMatch(/starts in an hour$/);
    expect(reminder?.attachments).toHaveLength(1);
  });

  it('signs a Zoom Meeting SDK JWT for a learner registered for that meeting', async () => {
    const learner = await createUser(t);
    const id = await idOf('university-of-melbourne-graduate-coursework');
    await queryRows(
      t.database,
      sql`update webinars set zoom_meeting_number = '85746352413' where id = ${id}`,
    );
    const sign = async () =>
      t.app.inject({
        method: 'POST',
        url: '/webinar/zoom/signature',
        headers: { authorization: await bearer(learner) },
        payload: { meetingNumber: '85746352413' },
      });
    expect((await sign()).statusCode).toBe(403);
    await register(id, learner);
    const res = await sign();
    expect(res.statusCode, res.body).toBe(200);
    const { signature, sdkKey } = ZoomSignature.parse(res.json());
    expect(sdkKey).toBe(ZOOM.ZOOM_SDK_KEY);
    const { payload, protectedHeader } = await jwtVerify(
      signature,
      new TextEncoder().encode(ZOOM.ZOOM_SDK_SECRET),
    );
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ appKey: sdkKey, sdkKey, mn: '85746352413', role: 0 });
    expect(payload.exp! - payload.iat!).toBe(7200);
    expect(payload.tokenExp).toBe(payload.exp);
    // With Zoom configured, a Zoom session is joined in Zoom's web client, not on its own live page
    // (where the join link is shown, so it would lead back to itself).
    pinned = new Date(Date.parse((await detail(id)).startsAt) - 10 * MINUTE);
    try {
      expect((await registration(id, learner)).joinUrl).toBe('https://zoom.us/wc/join/85746352413');
    } finally {
      pinned = undefined;
    }
  });
});

describe('webinar sessions without Zoom configured', () => {
  it('answers 503 to a signature request', async () => {
    const t = await createTestApp();
    try {
      const learner = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/webinar/zoom/signature',
        headers: { authorization: learner.authorization },
        payload: { meetingNumber: '85746352413' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
