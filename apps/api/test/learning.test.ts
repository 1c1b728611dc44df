import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningCourse, LearningProgress, QuizResult } from '@meridian/domain/learning/course';
import type { DepartureChecklist } from '@meridian/domain/learning/departure';
import type { BuddyAssignment } from '@meridian/domain/learning/buddy';
import { BUDDY_MESSAGES_PER_DAY } from '@meridian/domain/learning/buddy';
import { createTestApp, type TestApp } from './helper.ts';
import { outboxFor } from './lead-fixtures.ts';
import {
  assignLearner,
  COUNSELLOR_PERMISSIONS,
  createUser,
  demoUser,
  type TestUser,
} from './profile-fixtures.ts';

let t: TestApp;
let paid: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  paid = await createUser(t, { fullName: 'Farhan Qureshi', paidUser: true });
});

afterAll(async () => {
  await t.close();
});

const get = (user: TestUser | undefined, url: string) =>
  t.app.inject({ url, headers: user ? { authorization: user.authorization } : {} });
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: user.authorization },
    ...(payload === undefined ? {} : { payload }),
  });

const course = async (user: TestUser) =>
  (await get(user, `/user/${user.id}/learning/course`)).json() as LearningCourse;

describe('who may open the paid tabs', () => {
  const paths = (id: string) => [
    `/user/${id}/learning/course`,
    `/user/${id}/learning/progress`,
    `/user/${id}/learner-guide/program-key/study-abroad-booster`,
    `/user/${id}/flying-progress/checklist`,
    `/user/${id}/buddy`,
  ];

  it('answers 401 when signed out', async () => {
    for (const url of paths(paid.id)) expect((await get(undefined, url)).statusCode, url).toBe(401);
  });

  it('answers a free learner 403 for their own tabs, in the catalogue’s words', async () => {
    const free = await createUser(t);
    for (const url of paths(free.id)) {
      const res = await get(free, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'FORBIDDEN' });
    }
    const complete = await post(free, `/user/${free.id}/learning/lessons/1/complete`);
    expect(complete.statusCode).toBe(403);
  });

  it('answers 403 for another learner’s tabs, and lets their counsellor read a paid learner’s', async () => {
    const other = await createUser(t, { paidUser: true });
    for (const url of paths(paid.id)) expect((await get(other, url)).statusCode, url).toBe(403);
    const counsellor = await createUser(t, { permissions: COUNSELLOR_PERMISSIONS });
    expect((await get(counsellor, `/user/${paid.id}/learning/progress`)).statusCode).toBe(403);
    await assignLearner(t, paid, counsellor);
    expect((await get(counsellor, `/user/${paid.id}/learning/progress`)).statusCode).toBe(200);
  });
});

describe('the course and its progress', () => {
  it('serves the modules and lessons with real exam facts and quizzes without their answers', async () => {
    const { title, modules } = await course(paid);
    expect(title).toBe('Study abroad essentials');
    expect(modules.map((m) => m.key)).toEqual([
      'english-and-graduate-tests',
      'statement-of-purpose',
      'visa-documents',
    ]);
    const ielts = modules[0]!.lessons[0]!;
    expect(ielts.paragraphs.join(' ')).toContain('2 hours 45 minutes');
    expect(modules[0]!.quiz.questions[0]).not.toHaveProperty('correctOption');
    expect(JSON.stringify(modules)).not.toMatch(/correctOption|explanation/);
  });

  it('counts a completed lesson once and marks a quiz, keeping the best score', async () => {
    const learner = await createUser(t, { paidUser: true });
    const before = (await get(learner, `/user/${learner.id}/learning/progress`)).json() as LearningProgress;
    expect(before.stats).toEqual({
      lessonsCompleted: 0,
      lessonsTotal: 9,
      quizzesTaken: 0,
      quizzesTotal: 3,
      scorePercent: 0,
    });
    expect(before).toMatchObject({ total: 12, page: 1, size: 100 });

    const lesson = (await course(learner)).modules[0]!.lessons[0]!;
    for (let i = 0; i < 2; i += 1) {
      const done = await post(learner, `/user/${learner.id}/learning/lessons/${lesson.id}/complete`);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ lessonsCompleted: 1 });
    }

    // The tests quiz: IELTS 1-9 (option 2), GRE 5 years (1), TOEFL 120 (2), PTE from 16 (0).
    const url = `/user/${learner.id}/learning/quizzes/english-and-graduate-tests/attempts`;
    const first = (await post(learner, url, { answers: [2, 0, 2, 1] })).json() as QuizResult;
    expect(first).toMatchObject({ score: 2, outOf: 4, bestScore: 2 });
    expect(first.questions.map((q) => q.correct)).toEqual([true, false, true, false]);
    expect(first.questions[1]).toMatchObject({
      correctOption: 1,
      explanation: expect.stringContaining('five years'),
    });
    const best = (await post(learner, url, { answers: [2, 1, 2, 0] })).json() as QuizResult;
    expect(best).toMatchObject({ score: 4, bestScore: 4 });
    const worse = (await post(learner, url, { answers: [0, 0, 0, 1] })).json() as QuizResult;
    expect(worse).toMatchObject({ score: 0, bestScore: 4 });
    // 4 right of the course's 10 quiz questions.
    expect(worse.stats).toMatchObject({ quizzesTaken: 1, scorePercent: 40 });

    const after = (
      await get(learner, `/user/${learner.id}/learning/progress?size=4&page=2`)
    ).json() as LearningProgress;
    expect(after).toMatchObject({ total: 12, page: 2, size: 4 });
    expect(after.items[0]).toMatchObject({
      kind: 'lesson',
      moduleTitle: 'Writing your statement of purpose',
      title: 'What admissions tutors look for',
      done: false,
    });
    const firstPage = (
      await get(learner, `/user/${learner.id}/learning/progress`)
    ).json() as LearningProgress;
    expect(firstPage.items[0]).toMatchObject({ kind: 'lesson', done: true });
    expect(firstPage.items[3]).toMatchObject({ kind: 'quiz', done: true, score: 4, outOf: 4 });
  });

  it('refuses a quiz answered with the wrong number of answers, and unknown lessons and quizzes', async () => {
    const wrong = await post(paid, `/user/${paid.id}/learning/quizzes/visa-documents/attempts`, {
      answers: [1],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      message: expect.stringContaining('(answers:'),
    });
    expect(
      (await post(paid, `/user/${paid.id}/learning/quizzes/astrophysics/attempts`, { answers: [1] }))
        .statusCode,
    ).toBe(404);
    expect((await post(paid, `/user/${paid.id}/learning/lessons/999999/complete`)).statusCode).toBe(404);
  });
});

describe('the learner’s guide', () => {
  it('answers a url whose PDF plans back from the submission date', async () => {
    const res = await get(
      paid,
      `/user/${paid.id}/learner-guide/program-key/study-abroad-booster?submissionDate=2099-01-15`,
    );
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    const token = /^\/study-abroad\/learners-guide\/(\S+)$/.exec(url)![1]!;
    const pdf = await t.app.inject({ url: `/user/learner-guide/file?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a past submission date, an unknown program and an altered link', async () => {
    const past = await get(
      paid,
      `/user/${paid.id}/learner-guide/program-key/study-abroad-booster?submissionDate=2020-01-01`,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: expect.stringContaining('(submissionDate:') });
    expect((await get(paid, `/user/${paid.id}/learner-guide/program-key/no-such-program`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/user/learner-guide/file?token=abc.def' })).statusCode).toBe(404);
  });
});

describe('Flying Progress and the buddy of the demo paid learner (UK, September intake)', () => {
  it('lists the UK tasks dated back from the intake, and ticks one off', async () => {
    const arjun = await demoUser(t, '+919000000102');
    const url = `/user/${arjun.id}/flying-progress/checklist`;
    const list = (await get(arjun, url)).json() as DepartureChecklist;
    expect(list).toMatchObject({ destination: 'UK', courseStartFrom: 'application' });
    expect(list.courseStart).toMatch(/^\d{4}-09-01$/);
    const keys = list.items.map((i) => i.key);
    expect(keys).toContain('uk-tb-test');
    expect(keys).not.toContain('usa-sevis-ds160');
    expect(keys).not.toContain('visa-application');
    expect(new Set(list.items.map((i) => i.category))).toEqual(
      new Set(['visa', 'travel', 'accommodation', 'forex']),
    );

    const ticked = await t.app.inject({
      method: 'PUT',
      url: `${url}/flight-booked`,
      headers: { authorization: arjun.authorization },
      payload: { done: true },
    });
    const item = (ticked.json() as DepartureChecklist).items.find((i) => i.key === 'flight-booked')!;
    expect(item.doneAt).not.toBeNull();
    const unticked = await t.app.inject({
      method: 'PUT',
      url: `${url}/flight-booked`,
      headers: { authorization: arjun.authorization },
      payload: { done: false },
    });
    expect(
      (unticked.json() as DepartureChecklist).items.find((i) => i.key === 'flight-booked')!.doneAt,
    ).toBeNull();
  });

  it('matches a senior student of the UK and emails them a message, limited per day', async () => {
    const arjun = await demoUser(t, '+919000000102');
    const { buddy } = (await get(arjun, `/user/${arjun.id}/buddy`)).json() as BuddyAssignment;
    expect(buddy).toMatchObject({ fullName: 'Ananya Krishnan', destination: 'UK' });

    const url = `/user/${arjun.id}/buddy/messages`;
    const message = 'Hello! How early should I book a room in Fallowfield for September?';
    const sent = await post(arjun, url, { message });
    expect(sent.statusCode).toBe(202);
    const [mail] = await outboxFor(t.app, 'ananya.krishnan@example.com');
    expect(mail!.body).toContain(message);
    expect(mail!.body).toContain('arjun.nair@example.com');

    for (let i = 1; i < BUDDY_MESSAGES_PER_DAY; i += 1)
      expect((await post(arjun, url, { message })).statusCode).toBe(202);
    const over = await post(arjun, url, { message });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('has no buddy for a paid learner who has named no destination yet', async () => {
    expect((await get(paid, `/user/${paid.id}/buddy`)).json()).toEqual({ buddy: null, destination: null });
  });
});
