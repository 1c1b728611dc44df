import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '#api/db/schema/people.ts';
import type { AuthOtpVerifyResponse } from '@meridian/domain/auth/schemas';
import type { LeadDetail, LeadInboxPage } from '@meridian/domain/lead/inbox';
import type { DocumentRequest, DocumentRequestList } from '@meridian/domain/profile/document-requests';
import type { LearnerPage } from '@meridian/domain/profile/learner-list';
import type { Application, StageDetail } from '@meridian/domain/profile/applications';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { expectGuarded, requestAs } from './guard-checks.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';
import { enquiry, latestOtp, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { assignLearner, COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let counsellor: TestUser;
let otherCounsellor: TestUser;
let editor: TestUser;
let learner: TestUser;
let otherLearner: TestUser;
let unassigned: TestUser;

beforeAll(async () => {
  // The seeded catalogue has the courses an application is made to.
  t = await createTestApp();
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  counsellor = await createUser(t, { fullName: 'Kavya Iyer', permissions: COUNSELLOR_PERMISSIONS });
  otherCounsellor = await createUser(t, { fullName: 'Meera Menon', permissions: COUNSELLOR_PERMISSIONS });
  editor = await createUser(t, { fullName: 'Rahul Verma', permissions: ['cms_editor'] });
  learner = await createUser(t, { fullName: 'Ananya Rao' });
  otherLearner = await createUser(t, { fullName: 'Zubin Mistry' });
  unassigned = await createUser(t, { fullName: 'Bhavna Joshi' });
  await assignLearner(t, learner, counsellor);
  await assignLearner(t, otherLearner, otherCounsellor);
});

afterAll(async () => {
  await t.close();
});

const names = (page: LearnerPage) => page.items.map((item) => item.fullName);

describe('the learners list', () => {
  const list = async (user: TestUser, query = '') => {
    const res = await requestAs(t, user, 'GET', `/user/admin/learners${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LearnerPage;
  };

  it('is for counsellors and admins only', async () => {
    await expectGuarded(t, [{ method: 'GET', url: '/user/admin/learners' }], [learner, editor]);
  });

  it('shows a counsellor their own learners only, never staff', async () => {
    const mine = await list(counsellor);
    expect(names(mine)).toEqual(['Ananya Rao']);
    expect(mine.items[0]).toMatchObject({ counsellor: { id: counsellor.id, fullName: 'Kavya Iyer' } });
    expect(names(await list(otherCounsellor))).toEqual(['Zubin Mistry']);
    // Asking for another counsellor's learners is refused rather than answered with one's own.
    const theirs = await requestAs(
      t,
      counsellor,
      'GET',
      `/user/admin/learners?counsellorId=${otherCounsellor.id}`,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('shows an admin every learner, by counsellor, unassigned, or by a search', async () => {
    const all = await list(admin, '?sort=fullName&size=100');
    expect(names(all)).toEqual(expect.arrayContaining(['Ananya Rao', 'Bhavna Joshi', 'Zubin Mistry']));
    expect(names(all)).toEqual([...names(all)].sort((a, b) => a.localeCompare(b)));
    expect(names(all)).not.toContain('Kavya Iyer');
    expect(names(await list(admin, `?counsellorId=${otherCounsellor.id}`))).toEqual(['Zubin Mistry']);
    const nobodys = names(await list(admin, '?counsellorId=none&size=100'));
    expect(nobodys).toContain('Bhavna Joshi');
    expect(nobodys).not.toContain('Ananya Rao');
    expect(names(await list(admin, '?q=bhav'))).toEqual(['Bhavna Joshi']);
    expect(names(await list(admin, `?q=${encodeURIComponent(unassigned.email)}`))).toEqual(['Bhavna Joshi']);
  });
});

describe('document requests', () => {
  const url = (user: TestUser) => `/user/${user.id}/document-requests`;
  const openRequests = async (as: TestUser) => {
    const res = await requestAs(t, as, 'GET', url(learner));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DocumentRequestList).requests.filter((request) => request.fulfilledAt === null);
  };

  it('asks the learner for a document: they see it, get an email, and their upload fulfils it', async () => {
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, learner.id));
    const asked = await requestAs(t, counsellor, 'POST', url(learner), {
      documentTypeId: 101,
      note: 'A colour scan of the first and last pages, please.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      label: 'Passport',
      requestedBy: 'Kavya Iyer',
      fulfilledAt: null,
    } satisfies Partial<DocumentRequest>);

    expect((await openRequests(learner)).map((request) => request.label)).toEqual(['Passport']);
    const [email] = await outboxFor(t.app, learner.email);
    expect(email).toMatchObject({ channel: 'email', subject: 'Meridian: Kavya Iyer asks for your passport' });
    expect(email!.body).toContain('A colour scan of the first and last pages, please.');
    expect(email!.body).toContain('/study-abroad/profile/documents');

    // Asking again while it is open renews the one request.
    await requestAs(t, counsellor, 'POST', url(learner), { documentTypeId: 101, note: 'Reminder' });
    expect(await openRequests(learner)).toMatchObject([{ label: 'Passport', note: 'Reminder' }]);

    const form = new FormData();
    form.set('documentTypeId', '101');
    form.set('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'passport.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/user/${learner.id}/document/upload`,
      headers: { authorization: learner.authorization },
      payload: form,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await openRequests(counsellor)).toEqual([]);
    const all = (await requestAs(t, admin, 'GET', url(learner))).json() as DocumentRequestList;
    expect(all.requests[0]).toMatchObject({ label: 'Passport' });
    expect(all.requests[0]!.fulfilledAt).not.toBeNull();
  });

  it('texts a learner whose email is not verified, and never emails that address', async () => {
    const mobile = '+919812300077';
    await t.database.db.update(users).set({ mobile }).where(eq(users.id, otherLearner.id));
    const asked = await requestAs(t, otherCounsellor, 'POST', url(otherLearner), {
      documentTypeId: 101,
      note: '',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await outboxFor(t.app, otherLearner.email)).toEqual([]);
    const [sms] = await outboxFor(t.app, mobile);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain('asks you to upload your passport');
  });

  it('is asked by the learner’s counsellor or an admin only', async () => {
    await expectGuarded(t, [{ method: 'GET', url: url(learner) }], [otherLearner, editor, otherCounsellor]);
    await expectGuarded(
      t,
      [{ method: 'POST', url: url(learner) }],
      // The learner reads their requests but does not ask themself.
      [learner, otherLearner, editor, otherCounsellor],
    );
    const byAdmin = await requestAs(t, admin, 'POST', url(learner), { documentTypeId: 999, note: '' });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().field).toBe('body.documentTypeId');
  });
});

describe('moving a stage', () => {
  it('completes a stage only once its proofs are uploaded', async () => {
    const created = await requestAs(t, learner, 'POST', `/user/${learner.id}/application`, {
      courseId: await aCourseId(),
      intakeMonth: 9,
      intakeYear: 2027,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { applicationId } = created.json() as Application;
    const stage = `/user/${learner.id}/dashboard/application/${applicationId}/stageId/18/detail`;

    const early = await requestAs(t, counsellor, 'POST', stage, { status: 'COMPLETED' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: 'status' });
    expect(early.json().message).toContain(
      'upload the application confirmation before completing Application',
    );

    const form = new FormData();
    form.set('documentTypeId', '110');
    form.set('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'confirmation.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/user/${learner.id}/document/upload`,
      headers: { authorization: counsellor.authorization },
      payload: form,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const done = await requestAs(t, counsellor, 'POST', stage, { status: 'COMPLETED' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED' } satisfies Partial<StageDetail>);
  });
});

describe('a lead in the inbox', () => {
  it('shows the account its person registered, and none before', async () => {
    const payload = enquiry({ name: 'Tara Sen' });
    const leadId: string = (await postEnquiry(t.app, payload)).json().leadId;
    const detail = async () =>
      (await requestAs(t, admin, 'GET', `/lead/admin/leads/${leadId}`)).json() as LeadDetail;
    expect((await detail()).account).toBeNull();

    const { registered, verified } = await registerByOtp('Tara Sen', payload, '10.9.0.1');
    expect(registered.statusCode, registered.body).toBe(200);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await detail()).account).toEqual({ id: verified.json().user.id, fullName: 'Tara Sen' });
  });

  it('stays one lead for a person who enquired, registered by OTP with the same mobile, uploaded and applied', async () => {
    const payload = enquiry({ name: 'Isha Menon', interestedCountries: ['ireland'] });
    const enquired = await postEnquiry(t.app, payload);
    expect(enquired.statusCode, enquired.body).toBe(200);
    const { verified } = await registerByOtp('Isha Menon', payload, '10.9.0.2');
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json() as AuthOtpVerifyResponse;
    const { user } = session;
    const authorization = `Bearer ${session.access_token}`;
    const form = new FormData();
    form.set('documentTypeId', '101');
    form.set('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'passport.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/user/${user.id}/document/upload`,
      headers: { authorization },
      payload: form,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/user/${user.id}/application`,
      headers: { authorization },
      payload: { courseId: await aCourseId(), intakeMonth: 9, intakeYear: 2027 },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const listed = await requestAs(t, admin, 'GET', `/lead/admin/leads?q=${payload.mobile}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as LeadInboxPage).items.map((lead) => lead.name)).toEqual(['Isha Menon']);
  });
});

/** The person of an enquiry registers by mobile and verifies the OTP sent (from an address of their own). */
async function registerByOtp(
  fullName: string,
  person: { mobile: string; email?: string },
  remoteAddress: string,
) {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/auth/user/register',
    payload: { fullName, countryCode: '+91', mobile: person.mobile, email: person.email },
    remoteAddress,
  });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/auth/otp/verify',
    payload: {
      otpRequestId: registered.json().otpRequestId,
      otp: await latestOtp(t.app, `+91${person.mobile}`),
    },
    remoteAddress,
  });
  return { registered, verified };
}

/** A course of the catalogue to apply to. */
async function aCourseId(): Promise<number> {
  const [course] = await queryRows<{ id: number }>(
    t.database,
    sql`select id from courses order by id limit 1`,
  );
  return course!.id;
}
