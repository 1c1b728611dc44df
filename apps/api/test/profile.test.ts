import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type { Application, ApplicationStatus, StageDetail } from '@meridian/domain/profile/applications';
import type { RecommendationPage } from '@meridian/domain/profile/courses-for-you';
import { sendDeadlineReminders } from '#api/modules/user/applications/deadline-reminders.ts';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import {
  assignLearner,
  COUNSELLOR_PERMISSIONS,
  createUser,
  demoUser,
  type TestUser,
} from './profile-fixtures.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';

let t: TestApp;
let learner: TestUser;
let counsellor: TestUser;
const now = new Date('2026-11-25T10:00:00Z');
let csCourseId: number;

const as = (user: TestUser) => ({ authorization: user.authorization });
const get = (user: TestUser, url: string) => t.app.inject({ url, headers: as(user) });
const send = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: as(user), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  learner = await createUser(t, { fullName: 'Ananya Rao' });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
  await assignLearner(t, learner, counsellor);
  const [course] = await queryRows<{ id: number }>(
    t.database,
    sql`select id from courses where country_iso3 = 'USA' and education_level = 'MASTERS'
        and primary_category = 'computer-science' order by ranking_sort, id limit 1`,
  );
  csCourseId = course!.id;
});

afterAll(async () => {
  await t.close();
});

describe('applications', () => {
  let application: Application;

  it('starts an application to a catalogue course, with the names it keeps and its first stage', async () => {
    const res = await send(learner, 'POST', `/user/${learner.id}/application`, {
      courseId: csCourseId,
      intakeMonth: 8,
      intakeYear: 2027,
    });
    expect(res.statusCode).toBe(201);
    application = res.json();
    const [names] = await queryRows<{ title: string; university: string }>(
      t.database,
      sql`select c.title, u.name as university from courses c join universities u on u.id = c.university_id
          where c.id = ${csCourseId}`,
    );
    expect(application).toMatchObject({
      intakeMonth: 8,
      intakeYear: 2027,
      countryName: 'USA',
      programName: names!.title,
      university: names!.university,
      currentStage: { stageId: 3, name: 'Profile documents', status: 'PENDING' },
    });
  });

  it('refuses the same course and intake twice (US_AE_4007) and an impossible month', async () => {
    const again = await send(learner, 'POST', `/user/${learner.id}/application`, {
      courseId: csCourseId,
      intakeMonth: 8,
      intakeYear: 2027,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      errorCode: 'US_AE_4007',
      message: ERROR_CODES.US_AE_4007.message,
    });
    const month13 = await send(learner, 'POST', `/user/${learner.id}/application`, {
      courseId: csCourseId,
      intakeMonth: 13,
      intakeYear: 2027,
    });
    expect(month13.statusCode).toBe(400);
  });

  it('shows the timeline with what comes next, with or without the fly-abroad stage', async () => {
    const url = `/user/${learner.id}/dashboard/application/${application.applicationId}/status`;
    const full: ApplicationStatus = (await get(learner, url)).json();
    expect(full.stages.map((s) => s.stageId)).toEqual([3, 17, 18, 20, 21, 22]);
    expect(full.next).toEqual({
      stageId: 3,
      name: 'Profile documents',
      step: 'Upload your passport and academic transcripts',
      dueOn: null,
    });
    const short: ApplicationStatus = (await get(learner, `${url}?excludeFlyAbroadStage=true`)).json();
    expect(short.stages.map((s) => s.stageId)).toEqual([3, 17, 18, 20, 21]);
  });

  it('starts a stage when a document is filed there, and lists it in the stage’s details', async () => {
    const form = new FormData();
    form.set('documentTypeId', '111');
    form.set('applicationId', String(application.applicationId));
    form.set('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'offer.pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/user/${learner.id}/document/upload`,
      headers: as(learner),
      payload: form,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({ proof: 'offer-letter', stageId: 20 });

    const detail: StageDetail = (
      await get(
        learner,
        `/user/${learner.id}/dashboard/application/${application.applicationId}/stageId/20/detail`,
      )
    ).json();
    expect(detail).toMatchObject({ stageId: 20, name: 'Offer letter', status: 'IN_PROGRESS' });
    expect(detail.startedAt).toBe(now.toISOString());
    expect(detail.documentTypes[0]!.documents.map((d) => d.fileName)).toEqual(['offer.pdf']);

    const dashboard = (await get(learner, `/user/${learner.id}/dashboard/applications`)).json();
    expect(dashboard.proofUrl).toMatch(/^\/study-abroad\/documents\/view\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
  });

  it('records a stage’s fields and deadline; only a counsellor completes it', async () => {
    const url = `/user/${learner.id}/dashboard/application/${application.applicationId}/stageId/20/detail`;
    const saved = await send(learner, 'POST', url, {
      fields: { offerType: 'Unconditional', acceptedOn: '2026-11-20' },
      dueOn: '2026-11-27',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fields: { offerType: 'Unconditional', acceptedOn: '2026-11-20' },
      dueOn: '2026-11-27',
    });

    const badDate = await send(learner, 'POST', url, { fields: { acceptedOn: '20 Nov' } });
    expect(badDate.json().message).toContain('(fields.acceptedOn: must be a date (YYYY-MM-DD))');
    const unknown = await send(learner, 'POST', url, { fields: { visaOn: '2026-11-20' } });
    expect(unknown.statusCode).toBe(400);

    const selfComplete = await send(learner, 'POST', url, { status: 'COMPLETED' });
    expect(selfComplete.statusCode).toBe(403);
    const done = await send(counsellor, 'POST', url, { status: 'COMPLETED' });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', completedAt: now.toISOString() });
  });

  it('reminds the learner of a deadline once, through the notifier', async () => {
    const url = `/user/${learner.id}/dashboard/application/${application.applicationId}/stageId/21/detail`;
    await send(counsellor, 'POST', url, { dueOn: '2026-11-28' });
    const notifier = createNotifier({
      config: t.config,
      db: t.database.db,
      log: t.app.log,
      clock: () => now,
    });
    const deps = { db: t.database.db, notifier, config: t.config, clock: () => now, log: t.app.log };
    // The offer letter's deadline passed with the stage completed; only the deposit and visa stage is
    // due. The demo learners' deadlines are weeks after the day the seed ran, past this clock's window.
    expect(await sendDeadlineReminders(deps)).toBe(1);
    expect(await sendDeadlineReminders(deps)).toBe(0);
    // Queued at the test's clock, so due for this notifier's worker, which it woke.
    await notifier.deliverDue();
    await notifier.stop();
    const outbox = (
      await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(learner.email)}` })
    ).json();
    expect(outbox[0]).toMatchObject({
      channel: 'email',
      subject: 'Meridian: Fee payment and visa due on 28/Nov/2026',
    });
    expect(outbox[0].body).toContain('Hello Ananya Rao, Fee payment and visa of your application to');
    expect(outbox[0].body).toContain('/study-abroad/profile/flying-progress');
  });
});

describe('profile forms', () => {
  it('saves personal details and keeps the account’s name in step', async () => {
    const personal = {
      fullName: 'Ananya S. Rao',
      dateOfBirth: '2002-03-14',
      gender: 'FEMALE',
      city: 'Pune',
      state: 'Maharashtra',
      passport: 'HAVE',
    };
    expect((await get(learner, `/user/${learner.id}/personal`)).json()).toBeNull();
    expect((await send(learner, 'POST', `/user/${learner.id}/personal`, personal)).json()).toEqual(personal);
    expect((await get(learner, `/user/${learner.id}/personal`)).json()).toEqual(personal);
    expect((await get(learner, `/user/${learner.id}/detail`)).json()).toMatchObject({
      fullName: 'Ananya S. Rao',
    });
  });

  it('keeps education by class and checks a score against its grading system', async () => {
    const record = {
      institution: 'College of Engineering Pune',
      board: 'Savitribai Phule Pune University',
      stream: 'Computer Engineering',
      status: 'PURSUING',
      yearOfCompletion: 2027,
      gradingSystem: 'CGPA_10',
      score: 8.4,
    };
    expect((await send(learner, 'POST', `/user/${learner.id}/education/bachelors`, record)).statusCode).toBe(
      200,
    );
    expect((await get(learner, `/user/${learner.id}/education/bachelors`)).json()).toEqual(record);
    const over = await send(learner, 'POST', `/user/${learner.id}/education/class-12`, {
      ...record,
      score: 11,
    });
    expect(over.json().message).toContain('the score is above the top of its grading system');
    expect((await get(learner, `/user/${learner.id}/education/phd`)).statusCode).toBe(400);
  });

  it('keeps tests by exam and lists them by group, refusing a score off the exam’s scale', async () => {
    expect(
      (
        await send(learner, 'POST', `/user/${learner.id}/exam/IELTS`, {
          status: 'TAKEN',
          score: 6,
          testDate: '2026-09-12',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await send(learner, 'POST', `/user/${learner.id}/exam/GRE`, { status: 'TAKEN', score: 318 }))
        .statusCode,
    ).toBe(200);
    const off = await send(learner, 'POST', `/user/${learner.id}/exam/IELTS`, { status: 'TAKEN', score: 12 });
    expect(off.json().message).toContain('IELTS scores run from 1 to 9');
    expect((await get(learner, `/user/${learner.id}/exam/group/1`)).json()).toEqual({
      groupId: 1,
      name: 'English language tests',
      exams: [{ exam: 'IELTS', status: 'TAKEN', score: 6, testDate: '2026-09-12' }],
    });
  });

  it('saves funding and preferences, and the detail says which forms are filled in', async () => {
    const funds = {
      sources: ['FAMILY', 'EDUCATION_LOAN'],
      annualBudget: { amountMinor: 250_000_000, currency: 'INR' },
    };
    expect((await send(learner, 'POST', `/user/${learner.id}/fund-detail`, funds)).statusCode).toBe(200);
    const preference = {
      educationLevel: 'MASTERS',
      countries: ['USA', 'DEU'],
      subjects: ['computer-science'],
      intakeYear: 2027,
      intakeMonth: 8,
    };
    expect(
      (await send(learner, 'PUT', `/user/${learner.id}/study-abroad-preference`, preference)).statusCode,
    ).toBe(200);
    expect((await get(learner, `/user/${learner.id}/detail`)).json().userProfile).toEqual({
      interestedEducationLevel: 'MASTERS',
      completed: ['personal', 'education', 'exams', 'funds', 'preference'],
    });
  });

  it('takes the profile questions’ answers from their options only', async () => {
    const ok = await send(learner, 'POST', `/user/${learner.id}/profile-question`, {
      answers: [{ questionId: 'start-when', answer: 'In 6 to 12 months' }],
    });
    expect(ok.statusCode).toBe(200);
    const bad = await send(learner, 'POST', `/user/${learner.id}/profile-question`, {
      answers: [{ questionId: 'start-when', answer: 'Tomorrow' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps notes with their author, and names the counsellor the lead is assigned to', async () => {
    const unassigned = await createUser(t, { fullName: 'Farhan Ali' });
    expect((await get(unassigned, `/user/${unassigned.id}/counselor`)).json()).toEqual({ counsellor: null });
    const note = await send(counsellor, 'POST', `/user/${learner.id}/notes`, {
      rpId: 12,
      studyAbroad: true,
      notes: 'Prefers universities with co-op terms; IELTS retake booked for January.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ rpId: 12, author: 'Priya Nair', studyAbroad: true });
    expect((await get(learner, `/user/${learner.id}/counselor`)).json().counsellor).toMatchObject({
      fullName: 'Priya Nair',
    });
  });
});

describe('courses for you', () => {
  const page = async (n: number) =>
    (
      await get(learner, `/user/${learner.id}/recommendation?page=${n}&length=15`)
    ).json() as RecommendationPage;

  it('ranks courses by the learner’s profile, 15 a page, each with why it fits and what is missing', async () => {
    const first = await page(0);
    expect(first.courses).toHaveLength(15);
    expect(first.total).toBeGreaterThan(15);
    for (const course of first.courses) {
      expect(course.educationLevel).toBe('MASTERS');
      expect(course.primaryCategory).toBe('computer-science');
      expect(['USA', 'DEU']).toContain(course.university.country.iso3);
    }
    expect(first.courses[0]!.fit.fits).toContain('Computer Science and IT, a subject you chose');
    const scores = first.courses.map((c) => c.fit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const course of first.courses) {
      expect(course.fit.fits.length + course.fit.missing.length).toBeGreaterThanOrEqual(3);
    }

    const second = await page(1);
    expect(second.courses.map((c) => c.id)).not.toContain(first.courses[0]!.id);
    expect(second.page).toBe(1);
  });

  it('adds a favourite as {id, type}, lists it, and removes it by the course id', async () => {
    const add = await send(learner, 'POST', `/user/${learner.id}/course`, {
      courseId: csCourseId,
      favourite: true,
      type: 'COURSE',
    });
    expect(add.json()).toEqual({ status: true, favourite: { id: csCourseId, type: 'COURSE' } });
    const list = (await get(learner, `/user/${learner.id}/course/favourite`)).json();
    expect(list.favourites).toEqual([
      expect.objectContaining({ id: csCourseId, type: 'COURSE', countrySlug: 'usa' }),
    ]);

    const remove = await send(learner, 'POST', `/user/${learner.id}/course`, {
      courseId: csCourseId,
      favourite: false,
      type: 'COURSE',
    });
    expect(remove.json()).toEqual({ status: true, favourite: null });
    expect((await get(learner, `/user/${learner.id}/course/favourite`)).json().favourites).toEqual([]);
    const missing = await send(learner, 'POST', `/user/${learner.id}/course`, {
      courseId: 99_999_999,
      favourite: true,
      type: 'COURSE',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shortlists an accelerator program by the id its page is served with', async () => {
    const [first] = (await get(learner, '/pathway/accelerated-programs')).json().items;
    const program = (await get(learner, `/pathway/v1/${first.slug}`)).json();
    const add = await send(learner, 'POST', `/user/${learner.id}/course`, {
      courseId: program.id,
      favourite: true,
      type: 'PROGRAM',
    });
    expect(add.json()).toEqual({ status: true, favourite: { id: program.id, type: 'PROGRAM' } });
    const list = (await get(learner, `/user/${learner.id}/course/favourite`)).json();
    expect(list.favourites).toEqual([
      expect.objectContaining({ id: program.id, type: 'PROGRAM', slug: first.slug, title: program.title }),
    ]);
    await send(learner, 'POST', `/user/${learner.id}/course`, {
      courseId: program.id,
      favourite: false,
      type: 'PROGRAM',
    });
  });
});

describe('demo learners (outside production)', () => {
  it('gives the free learner one application ahead of its intake, with real documents in the file store', async () => {
    const priya = await demoUser(t, '+919000000101');
    const { applications } = (await get(priya, `/user/${priya.id}/dashboard/applications`)).json();
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      countryName: 'USA',
      intakeMonth: 8,
      currentStage: { stageId: 18, name: 'Application', status: 'IN_PROGRESS' },
    });
    expect(applications[0].programName).toContain('Computer Science');
    expect(applications[0].intakeYear).toBeGreaterThan(new Date().getUTCFullYear());

    const { documents } = (await get(priya, `/user/${priya.id}/document`)).json();
    expect(documents.map((d: { label: string }) => d.label).sort()).toEqual([
      'Passport',
      'Statement of purpose',
    ]);
    const sop = documents.find((d: { label: string }) => d.label === 'Statement of purpose');
    const { url } = (await get(priya, `/user/${priya.id}/document/${sop.id}/view`)).json();
    const file = await t.app.inject({ url: `/user/document/file?token=${url.split('/').pop()}` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await get(priya, `/user/${priya.id}/counselor`)).json().counsellor).toMatchObject({
      fullName: 'Kavya Iyer',
    });
  });

  it('has the paid learner further along, at fee payment and visa with a deadline', async () => {
    const arjun = await demoUser(t, '+919000000102');
    const { applications } = (await get(arjun, `/user/${arjun.id}/dashboard/applications`)).json();
    const status = (
      await get(arjun, `/user/${arjun.id}/dashboard/application/${applications[0].applicationId}/status`)
    ).json();
    expect(status.next).toMatchObject({ stageId: 21, name: 'Fee payment and visa' });
    expect(status.next.dueOn).not.toBeNull();
  });
});
