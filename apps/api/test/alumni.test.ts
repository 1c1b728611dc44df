import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#api/db/schema/people.ts';
import { AlumniPage, AlumniUniversities, ConnectionInvite } from '@meridian/domain/alumni/schemas';
import { createTestApp, type TestApp } from './helper.ts';
import { outboxFor } from './lead-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

describe('alumni connect', () => {
  let t: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await createUser(t, { fullName: 'Aarav Gupta' });
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, learner.id));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: TestUser | null = learner) =>
    t.app.inject({ method: 'GET', url, headers: user ? { authorization: user.authorization } : {} });
  const ask = (
    alumnusId: number,
    user: TestUser,
    message = 'I have an admit for the MS; how is the job market for interns?',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/user/alumni/${alumnusId}/connect`,
      headers: { authorization: user.authorization },
      payload: { share: 'email', message },
    });
  /** The reply link's token from the newest email to the alumnus. */
  const replyToken = async (alumnusEmail: string) => {
    const [mail] = await outboxFor(t.app, alumnusEmail);
    const token = mail?.body.match(/\/alumni-reply\/([\w.-]+)/)?.[1];
    expect(token).toBeDefined();
    return token!;
  };
  const answer = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/user/alumni/replies/${token}`, payload });

  it('lists alumni 10 a page by university, filterable, to signed-in learners only', async () => {
    expect((await get('/user/alumni', null)).statusCode).toBe(401);
    const first = AlumniPage.parse((await get('/user/alumni')).json());
    expect(first).toMatchObject({ page: 1, size: 10, total: 24 });
    expect(first.items).toHaveLength(10);
    const third = AlumniPage.parse((await get('/user/alumni?page=3')).json());
    expect(third.items).toHaveLength(4);

    const universities = AlumniUniversities.parse((await get('/user/alumni/universities')).json());
    expect(universities).toContainEqual({
      slug: 'technical-university-of-munich',
      name: expect.stringContaining('Munich'),
      alumni: 2,
    });
    const tum = AlumniPage.parse(
      (await get('/user/alumni?university=technical-university-of-munich')).json(),
    );
    expect(tum.total).toBe(2);
    expect(tum.items.map((a) => a.course).sort()).toEqual([
      'M.Sc. Informatics',
      'M.Sc. Mechanical Engineering',
    ]);
    expect(tum.items[0]).not.toHaveProperty('email');
  });

  it('asks an alumnus, who accepts through the signed link; each gets the other’s chosen contact', async () => {
    const { items } = AlumniPage.parse((await get('/user/alumni?university=purdue-university')).json());
    const alumnus = items.find((a) => a.name === 'Siddharth Agarwal')!;
    const res = await ask(alumnus.id, learner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, state: 'pending' });
    // Asking again while the request waits sends nothing new.
    await ask(alumnus.id, learner);
    const requests = await outboxFor(t.app, 'siddharth.agarwal@example.com');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toContain('Aarav Gupta');

    const token = await replyToken('siddharth.agarwal@example.com');
    const invite = ConnectionInvite.parse((await get(`/user/alumni/replies/${token}`, null)).json());
    expect(invite).toMatchObject({
      learnerName: 'Aarav Gupta',
      university: 'Purdue University',
      state: 'pending',
    });

    const accepted = await answer(token, { decision: 'accept', share: 'mobile' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().state).toBe('accepted');
    const [toLearner] = await outboxFor(t.app, learner.email);
    expect(toLearner?.body).toContain('+919000000509');
    const [toAlumnus] = await outboxFor(t.app, 'siddharth.agarwal@example.com');
    expect(toAlumnus?.body).toContain(learner.email);

    // The answer stands: a second one changes nothing.
    const again = await answer(token, { decision: 'decline' });
    expect(again.json().state).toBe('accepted');
  });

  it('tells the learner kindly when the alumnus declines, sharing nothing', async () => {
    const other = await createUser(t, { fullName: 'Diya Bose' });
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, other.id));
    const { items } = AlumniPage.parse((await get('/user/alumni?university=hec-paris')).json());
    await ask(items[0]!.id, other);
    const token = await replyToken('rahul.mehta@example.com');
    expect((await answer(token, { decision: 'decline' })).json().state).toBe('declined');
    const [toLearner] = await outboxFor(t.app, other.email);
    expect(toLearner?.subject).toBe('Meridian: about your request to Rahul');
    expect(toLearner?.body).toContain('nothing to do with you');
    expect(toLearner?.body).not.toMatch(/example\.com|\+91/);
  });

  it('texts a learner whose email is not verified, and never emails that address', async () => {
    const unproven = await createUser(t, { fullName: 'Kabir Nair' });
    const mobile = '+919812300088';
    await t.database.db.update(users).set({ mobile }).where(eq(users.id, unproven.id));
    const { items } = AlumniPage.parse((await get('/user/alumni?university=purdue-university')).json());
    const alumnus = items.find((a) => a.name === 'Siddharth Agarwal')!;
    expect((await ask(alumnus.id, unproven)).statusCode).toBe(200);
    const accepted = await answer(await replyToken('siddharth.agarwal@example.com'), {
      decision: 'accept',
      share: 'email',
    });
    expect(accepted.json().state).toBe('accepted');
    expect(await outboxFor(t.app, unproven.email)).toEqual([]);
    const [sms] = await outboxFor(t.app, mobile);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain('siddharth.agarwal@example.com');
  });

  it('refuses an altered link (404) and limits requests per learner (429)', async () => {
    expect((await get('/user/alumni/replies/abc.def.ghi', null)).statusCode).toBe(404);
    const busy = await createUser(t);
    const { items } = AlumniPage.parse((await get('/user/alumni?page=2')).json());
    const statuses = [];
    for (const alumnus of items.slice(0, 6)) statuses.push((await ask(alumnus.id, busy)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
