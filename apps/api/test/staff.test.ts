import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthOtpVerifyResponse } from '@meridian/domain/auth/schemas';
import type { StaffList, StaffMember } from '@meridian/domain/auth/staff';
import type { LeadDetail } from '@meridian/domain/lead/inbox';
import { counsellorDesks } from '#api/db/schema/lead.ts';
import { users } from '#api/db/schema/people.ts';
import { ensureAdmins } from '#api/modules/auth/staff/service.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { callAs, expectGuarded, requestAs } from './guard-checks.ts';
import { enquiry, latestOtp, newPerson, postEnquiry } from './lead-fixtures.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let counsellor: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  learner = await createUser(t, { fullName: 'Ananya Rao' });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
  editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
});

afterAll(async () => {
  await t.close();
});

/** The permission each service's `/admin/…` routes ask for; a new service must be added here. */
const REFUSED_BY_PREFIX: Record<string, () => TestUser[]> = {
  '/auth/admin/': () => [learner, counsellor, editor],
  '/lead/admin/': () => [learner, editor],
  '/lead/admin/messages': () => [learner, counsellor, editor],
  '/lead/admin/counsellors/:userId/desk': () => [learner, counsellor, editor],
  // A counsellor may set their own hours (counsellor-hours.test.ts), not anyone else's.
  '/lead/admin/counsellors/:userId/availability': () => [learner, counsellor, editor],
  '/lead/admin/centres': () => [learner, counsellor, editor],
  '/cms/admin/': () => [learner, counsellor],
  '/pathway/admin/': () => [learner, counsellor],
  '/user/admin/': () => [learner, editor],
  '/payment/admin/': () => [learner, counsellor, editor],
};

describe('every /…/admin/… route', () => {
  const adminRoutes = () => t.app.routeTable.filter((route) => route.url.includes('/admin/'));

  it('belongs to a service whose guard is checked here', () => {
    const prefixes = Object.keys(REFUSED_BY_PREFIX);
    for (const route of adminRoutes()) {
      expect(
        prefixes.some((prefix) => route.url.startsWith(prefix)),
        route.url,
      ).toBe(true);
    }
    expect(adminRoutes().length).toBeGreaterThanOrEqual(50);
  });

  it('answers 401 signed out and 403 to each role without its permission', async () => {
    for (const [prefix, refused] of Object.entries(REFUSED_BY_PREFIX)) {
      const routes = adminRoutes()
        .filter((route) => route.url.startsWith(prefix))
        .map((route) => ({
          method: route.method,
          url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001'),
        }));
      await expectGuarded(t, routes, refused());
    }
  });
});

describe('staff', () => {
  const staffList = async () =>
    ((await requestAs(t, admin, 'GET', '/auth/admin/staff')).json() as StaffList).staff;

  it('adds a person by mobile with an account made for them, who then logs in by OTP as staff', async () => {
    const person = newPerson();
    const res = await requestAs(t, admin, 'POST', '/auth/admin/staff', {
      fullName: 'Rohit Bansal',
      countryCode: '+91',
      mobile: person.mobile,
      email: person.email,
      permissions: ['lms_user', 'view_recommendation'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as StaffMember;
    expect(added).toMatchObject({ fullName: 'Rohit Bansal', mobile: `+91${person.mobile}`, active: true });
    expect(added.permissions.sort()).toEqual(['lms_user', 'view_recommendation']);
    expect((await staffList()).map((member) => member.fullName)).toContain('Rohit Bansal');

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { countryCode: '+91', mobile: person.mobile },
    });
    const { otpRequestId } = login.json() as { otpRequestId: string };
    const verified = await t.app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      payload: { otpRequestId, otp: await latestOtp(t.app, `+91${person.mobile}`) },
    });
    const session = verified.json() as AuthOtpVerifyResponse;
    const inbox = await t.app.inject({
      url: '/lead/admin/leads',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(inbox.statusCode).toBe(200);
  });

  it('gives an existing account permissions, and records who changed what', async () => {
    const res = await requestAs(t, admin, 'POST', '/auth/admin/staff', {
      fullName: 'Another Name',
      countryCode: '+91',
      mobile: '98765 43210',
      email: 'someone.else@example.in',
      permissions: ['cms_editor'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const audit = await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=staff&key=${res.json().id}`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().items[0]).toMatchObject({
      action: 'create',
      before: null,
      actor: { id: admin.id, name: 'Neha Kapoor' },
      after: { permissions: ['cms_editor'] },
    });
    // An editor may not read the staff history.
    expect((await requestAs(t, editor, 'GET', '/cms/admin/audit?entity=staff')).statusCode).toBe(403);
  });

  it('takes permissions away at once: the open session is refused, and a counsellor gets no new leads', async () => {
    const revoked = await createUser(t, { fullName: 'Sana Sheikh', permissions: COUNSELLOR_PERMISSIONS });
    await t.database.db
      .insert(counsellorDesks)
      .values({ counsellorId: revoked.id, destinations: ['Hungary'] });
    const first = await postEnquiry(t.app, enquiry({ interestedCountries: ['hungary'] }));
    const owner = async (leadId: string) =>
      ((await requestAs(t, admin, 'GET', `/lead/admin/leads/${leadId}`)).json() as LeadDetail).assignedTo?.id;
    expect(await owner(first.json().leadId)).toBe(revoked.id);

    const res = await requestAs(t, admin, 'PUT', `/auth/admin/staff/${revoked.id}`, { permissions: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffMember).permissions).toEqual([]);
    expect(
      (await callAs(t, { method: 'GET', url: '/lead/admin/leads' }, revoked.authorization)).statusCode,
    ).toBe(403);
    const second = await postEnquiry(t.app, enquiry({ interestedCountries: ['hungary'] }));
    expect(await owner(second.json().leadId)).toBeUndefined();
    expect((await staffList()).map((member) => member.id)).not.toContain(revoked.id);
  });

  it('keeps the last admin: removing their admin is refused with the field and a sentence', async () => {
    const admins = await t.database.db.select().from(users);
    const others = admins.filter((user) => user.permissions.includes('admin') && user.id !== admin.id);
    expect(others).toEqual([]);
    const res = await requestAs(t, admin, 'PUT', `/auth/admin/staff/${admin.id}`, {
      permissions: ['cms_editor'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'permissions',
      message: expect.stringContaining('only admin'),
    });
    const [still] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(still!.permissions).toEqual(['admin']);
  });

  it('makes one account of two adds of one new mobile at the same moment, refusing the other by the field', async () => {
    const person = newPerson();
    const add = (fullName: string) =>
      requestAs(t, admin, 'POST', '/auth/admin/staff', {
        fullName,
        countryCode: '+91',
        mobile: person.mobile,
        email: person.email,
        permissions: ['cms_editor'],
      });
    const answers = await Promise.all([add('Kiran Rao'), add('Kiran R.')]);
    // Either both are answered as one account (the second giving it its roles), or the second is
    // refused by the field; never a 500, never two accounts.
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field: 'mobile', detail: expect.stringContaining('a moment ago') });
    }
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.mobile, `+91${person.mobile}`));
    expect(accounts).toHaveLength(1);
  });

  it('refuses a bad mobile, an unknown permission and an email of another account, writing nothing', async () => {
    const before = (await staffList()).length;
    const add = (body: object) =>
      requestAs(t, admin, 'POST', '/auth/admin/staff', {
        fullName: 'Tara Joshi',
        countryCode: '+91',
        mobile: newPerson().mobile,
        email: newPerson().email,
        permissions: ['cms_editor'],
        ...body,
      });
    const badMobile = await add({ mobile: '12345' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().field).toMatch(/mobile$/);
    const badPermission = await add({ permissions: ['superuser'] });
    expect(badPermission.statusCode).toBe(400);
    expect(badPermission.json().field).toMatch(/permissions/);
    // Only a proven address belongs to an account; a typed one may be given to staff.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, learner.id));
    const takenEmail = await add({ email: learner.email });
    expect(takenEmail.statusCode).toBe(400);
    expect(takenEmail.json()).toMatchObject({
      field: 'email',
      message: expect.stringContaining('Another account'),
    });
    expect((await staffList()).length).toBe(before);
  });
});

describe('ADMIN_MOBILES', () => {
  it('makes each listed account, or gives the existing one admin, once', async () => {
    const fresh = `+91${newPerson().mobile}`;
    const [existing] = await t.database.db.select().from(users).where(eq(users.id, learner.id));
    await t.database.db.update(users).set({ mobile: '+919811122233' }).where(eq(users.id, existing!.id));
    expect(await ensureAdmins(t.database.db, [fresh, '+919811122233'])).toEqual([fresh, '+919811122233']);
    expect(await ensureAdmins(t.database.db, [fresh, '+919811122233'])).toEqual([]);
    const [made] = await t.database.db.select().from(users).where(eq(users.mobile, fresh));
    expect(made).toMatchObject({ fullName: 'Administrator', permissions: ['admin'], countryCode: '+91' });
    const [given] = await t.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(given!.permissions).toEqual(['admin']);
  });
});
