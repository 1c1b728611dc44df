import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListResponse } from '@meridian/domain/catalogue/schemas';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type {
  Recommendation,
  RecommendationList,
  RecommendedPrograms,
} from '@meridian/domain/recommendation/schemas';
import type { ProgramFacets, ProgramSearchResponse } from '@meridian/domain/recommendation/program-search';
import { nextIntake, type Application } from '@meridian/domain/profile/applications';
import { createTestApp, type TestApp } from './helper.ts';
import { assignLearner, createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { expectGuarded } from './guard-checks.ts';

let t: TestApp;
let counsellor: TestUser;
let learner: TestUser;
let otherLearner: TestUser;
let lmsOnly: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  counsellor = await demoUser(t, '+919000000201');
  learner = await demoUser(t, '+919000000101');
  otherLearner = await createUser(t, { fullName: 'Rohan Mehta' });
  await assignLearner(t, otherLearner, counsellor);
  lmsOnly = await createUser(t, { fullName: 'Nikhil Rao', permissions: ['lms_user'] });
});

afterAll(async () => {
  await t.close();
});

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload } : {}),
  });
}

async function search(body: object): Promise<CourseListResponse> {
  const res = await call(counsellor, 'POST', '/recommendation/v1/courses/recommendation', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const recommendationUrl = (userId: string) => `/recommendation/v1/user/${userId}/recommendation`;

describe('who may call the recommendation routes', () => {
  it('refuses anonymous callers (401); counsellor routes refuse learners and lms_user alone (403)', async () => {
    const counsellorRoutes = [
      { method: 'POST', url: '/recommendation/v1/courses/recommendation' },
      { method: 'GET', url: '/recommendation/user/filters' },
      { method: 'GET', url: '/recommendation/v1/learner?contact=priya.sharma%40example.com' },
      { method: 'POST', url: recommendationUrl(learner.id) },
      { method: 'PUT', url: `${recommendationUrl(learner.id)}/1` },
      { method: 'POST', url: '/recommendation/v1/pathways/recommendation' },
      { method: 'POST', url: '/recommendation/pathways/recommendation/filter' },
    ];
    await expectGuarded(t, counsellorRoutes, [learner, lmsOnly]);
  });

  it('lets only the learner shortlist and apply: never another learner, nor a counsellor', async () => {
    const learnerRoutes = [
      { method: 'PUT', url: `/recommendation/user/${learner.id}/recommendations` },
      { method: 'POST', url: `${recommendationUrl(learner.id)}/1/apply` },
      { method: 'GET', url: `/recommendation/v1/user/${learner.id}/courses` },
    ];
    await expectGuarded(t, learnerRoutes, [otherLearner, counsellor]);
  });
});

describe('recommendations', () => {
  it('searches courses with the catalogue filters, 6 a page', async () => {
    const page = await search({ filters: { country: ['germany'], educationLevel: 'MASTERS' } });
    expect(page).toMatchObject({ page: 1, size: 6 });
    expect(page.items).toHaveLength(6);
    expect(
      page.items.every((c) => c.university.country.slug === 'germany' && c.educationLevel === 'MASTERS'),
    ).toBe(true);
    const named = await search({ searchTerm: 'Computer Science', filters: { country: ['germany'] } });
    expect(named.items.length).toBeGreaterThan(0);
    // The catalogue's course-name filter (close spellings included), in the listing's ranking order.
    const germany = await search({ filters: { country: ['germany'] } });
    expect(named.total).toBeLessThan(germany.total);
    expect(named.items.some((c) => /computer science/i.test(c.title))).toBe(true);
    expect(named.items.every((c) => c.university.country.slug === 'germany')).toBe(true);
    const filters = await call(counsellor, 'GET', '/recommendation/user/filters');
    expect(
      filters.json().country.find((v: { value: string }) => v.value === 'germany').count,
    ).toBeGreaterThan(0);
  });

  it('publishes a list, the learner shortlists and applies, and nothing changes it afterwards (US_RNA_4008)', async () => {
    const found = await call(counsellor, 'GET', '/recommendation/v1/learner?contact=9000000101');
    expect(found.json()).toEqual({ id: learner.id, fullName: 'Priya Sharma' });
    // Another counsellor's lookup finds no learner of theirs, and may not recommend to Priya.
    const meera = await demoUser(t, '+919000000202');
    expect((await call(meera, 'GET', '/recommendation/v1/learner?contact=9000000101')).statusCode).toBe(404);
    const stranger = await call(meera, 'POST', recommendationUrl(learner.id), {
      courseIds: [1],
      note: 'Hello',
    });
    expect(stranger.statusCode).toBe(403);
    const courseIds = (await search({ filters: { country: ['uk'] } })).items.slice(0, 3).map((c) => c.id);

    const published = await call(counsellor, 'POST', recommendationUrl(learner.id), {
      courseIds,
      note: 'Three strong UK options within your budget; look at the January intakes.',
    });
    expect(published.statusCode, published.body).toBe(200);
    const rec: Recommendation = published.json();
    expect(rec).toMatchObject({ counsellor: 'Kavya Iyer', appliedAt: null });
    expect(rec.courses.map((c) => c.id)).toEqual(courseIds);

    const bad = await call(counsellor, 'POST', recommendationUrl(learner.id), { courseIds: [999999999] });
    expect(bad.statusCode).toBe(400);

    const mine: RecommendationList = (await call(learner, 'GET', recommendationUrl(learner.id))).json();
    expect(mine.recommendations[0]!.id).toBe(rec.id);
    // Their counsellor reads them in the learner's file; another counsellor and learner may not.
    const theirs: RecommendationList = (await call(counsellor, 'GET', recommendationUrl(learner.id))).json();
    expect(theirs.recommendations[0]!.id).toBe(rec.id);
    await expectGuarded(t, [{ method: 'GET', url: recommendationUrl(learner.id) }], [meera, otherLearner]);

    const shortlist = (courseId: number, shortlisted: boolean) =>
      call(learner, 'PUT', `/recommendation/user/${learner.id}/recommendations`, {
        updateRecommendation: [{ recommendationId: rec.id, courseId, shortlisted }],
      });
    const emptyApply = await call(learner, 'POST', `${recommendationUrl(learner.id)}/${rec.id}/apply`);
    expect(emptyApply.statusCode).toBe(400);
    await shortlist(courseIds[0]!, true);
    await shortlist(courseIds[1]!, true);
    const removed: RecommendationList = (await shortlist(courseIds[1]!, false)).json();
    expect(removed.recommendations[0]!.courses.filter((c) => c.shortlisted).map((c) => c.id)).toEqual([
      courseIds[0],
    ]);
    const shortlisted = await call(
      learner,
      'GET',
      `/recommendation/v1/user/${learner.id}/courses?type=shortlisted`,
    );
    expect(shortlisted.json()).toMatchObject({ total: 1, items: [{ id: courseIds[0], shortlisted: true }] });

    const applied = await call(learner, 'POST', `${recommendationUrl(learner.id)}/${rec.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as Recommendation).appliedAt).not.toBeNull();

    for (const refused of [
      await call(counsellor, 'PUT', `${recommendationUrl(learner.id)}/${rec.id}`, {
        courseIds,
        note: 'Later',
      }),
      await shortlist(courseIds[2]!, true),
      await call(learner, 'POST', `${recommendationUrl(learner.id)}/${rec.id}/apply`),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: false,
        errorCode: 'US_RNA_4008',
        message: ERROR_CODES.US_RNA_4008.message,
      });
    }
  });

  it('lets the counsellor change a list not yet applied, keeping the shortlist of the courses kept', async () => {
    const ids = (await search({ filters: { country: ['canada'] } })).items.slice(0, 4).map((c) => c.id);
    const rec: Recommendation = (
      await call(counsellor, 'POST', recommendationUrl(learner.id), { courseIds: ids.slice(0, 2) })
    ).json();
    await call(learner, 'PUT', `/recommendation/user/${learner.id}/recommendations`, {
      updateRecommendation: [{ recommendationId: rec.id, courseId: ids[0], shortlisted: true }],
    });
    const updated = await call(counsellor, 'PUT', `${recommendationUrl(learner.id)}/${rec.id}`, {
      courseIds: [ids[0], ids[2], ids[3]],
      note: 'Added two co-op programmes',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after: Recommendation = updated.json();
    expect(after.note).toBe('Added two co-op programmes');
    expect(after.courses.map((c) => [c.id, c.shortlisted])).toEqual([
      [ids[0], true],
      [ids[2], false],
      [ids[3], false],
    ]);
    const otherLearnersList = await call(
      counsellor,
      'PUT',
      `${recommendationUrl(otherLearner.id)}/${rec.id}`,
      {
        courseIds: ids,
      },
    );
    expect(otherLearnersList.statusCode).toBe(404);
  });

  it('starts an application at its first stage for each shortlisted course when the learner applies', async () => {
    const applicant = await createUser(t, { fullName: 'Farah Khan' });
    await assignLearner(t, applicant, counsellor);
    const courses = (await search({ filters: { country: ['australia'] } })).items.slice(0, 3);
    const [first, second, held] = courses as [(typeof courses)[0], (typeof courses)[0], (typeof courses)[0]];
    const applications = async (): Promise<Application[]> => {
      const res = await call(applicant, 'GET', `/user/${applicant.id}/dashboard/applications`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().applications;
    };
    // The learner already applied to one of the courses, for an intake of their own choosing.
    const own = await call(applicant, 'POST', `/user/${applicant.id}/application`, {
      courseId: held.id,
      intakeMonth: 2,
      intakeYear: 2030,
    });
    expect(own.statusCode, own.body).toBe(201);

    const rec: Recommendation = (
      await call(counsellor, 'POST', recommendationUrl(applicant.id), {
        courseIds: courses.map((c) => c.id),
      })
    ).json();
    // Applying with nothing shortlisted is refused and starts nothing.
    expect(
      (await call(applicant, 'POST', `${recommendationUrl(applicant.id)}/${rec.id}/apply`)).statusCode,
    ).toBe(400);
    expect(await applications()).toHaveLength(1);

    await call(applicant, 'PUT', `/recommendation/user/${applicant.id}/recommendations`, {
      updateRecommendation: [first, held].map((course) => ({
        recommendationId: rec.id,
        courseId: course.id,
        shortlisted: true,
      })),
    });
    const applied = await call(applicant, 'POST', `${recommendationUrl(applicant.id)}/${rec.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);

    const after = await applications();
    expect(after.map((a) => a.courseId)).toEqual([held.id, first.id]);
    expect(after[0]).toMatchObject({ intakeMonth: 2, intakeYear: 2030 });
    expect(after[1]).toMatchObject({
      programName: first.title,
      university: first.university.name,
      countryName: first.university.country.name,
      ...nextIntake(first.intakes, new Date()),
      currentStage: { stageId: 3, name: 'Profile documents', status: 'PENDING' },
    });
    expect(after.some((a) => a.courseId === second.id)).toBe(false);

    // Applying again is refused (US_RNA_4008) and adds nothing.
    const again = await call(applicant, 'POST', `${recommendationUrl(applicant.id)}/${rec.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(await applications()).toHaveLength(2);
  });
});

describe('program recommendations', () => {
  async function searchPrograms(body: object): Promise<ProgramSearchResponse> {
    const res = await call(counsellor, 'POST', '/recommendation/v1/pathways/recommendation', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('searches accelerator programs by destination, university, level, length and tuition, 6 a page, with the filters’ counts', async () => {
    const all = await searchPrograms({});
    expect(all).toMatchObject({ page: 1, size: 6 });
    expect(all.items).toHaveLength(6);

    const usa = await searchPrograms({ filters: { country: ['usa'], degree: 'MASTERS' } });
    expect(usa.total).toBeGreaterThan(0);
    expect(usa.items.every((p) => p.destinationUniversity.university.country.slug === 'usa')).toBe(true);
    expect(usa.items.every((p) => p.degree === 'MASTERS')).toBe(true);
    // The whole tuition in rupees is the online part plus the campus part, converted.
    expect(usa.items.every((p) => p.totalFeeInr! > p.onlineTuition[0]!.amountMinor / 100)).toBe(true);

    const facetsRes = await call(counsellor, 'POST', '/recommendation/pathways/recommendation/filter', {
      filters: { country: ['usa'], degree: 'MASTERS' },
    });
    expect(facetsRes.statusCode, facetsRes.body).toBe(200);
    const facets: ProgramFacets = facetsRes.json();
    expect(facets.total).toBe(usa.total);
    // A facet counts under the other filters: every destination stays offered beside the USA.
    expect(facets.country.find((c) => c.value === 'usa')?.count).toBe(usa.total);
    expect(facets.country.length).toBeGreaterThan(1);
    expect(facets.university.reduce((n, u) => n + u.count, 0)).toBe(usa.total);

    const cheap = await searchPrograms({
      filters: { country: ['usa'], degree: 'MASTERS', feeInr: { max: facets.feeInr!.min } },
    });
    expect(cheap.items.map((p) => p.totalFeeInr)).toEqual(cheap.items.map(() => facets.feeInr!.min));

    const university = facets.university[0]!;
    const atOne = await searchPrograms({ filters: { university: [university.value] } });
    expect(atOne.items.every((p) => p.destinationUniversity.university.slug === university.value)).toBe(true);
    const named = await searchPrograms({ searchTerm: usa.items[0]!.destinationUniversity.university.name });
    expect(named.items.map((p) => p.id)).toContain(usa.items[0]!.id);
  });

  it('publishes programs for a learner, who reads them beside courses and keeps one on their shortlist', async () => {
    const learnerOfPrograms = await createUser(t, { fullName: 'Tara Singh' });
    await assignLearner(t, learnerOfPrograms, counsellor);
    const [first, second] = (await searchPrograms({ filters: { country: ['uk'] } })).items;
    const [course] = (await search({ filters: { country: ['uk'] } })).items;

    const refused = await call(counsellor, 'POST', recommendationUrl(learnerOfPrograms.id), {
      courseIds: [],
      programIds: [],
    });
    expect(refused.statusCode).toBe(400);
    const unknown = await call(counsellor, 'POST', recommendationUrl(learnerOfPrograms.id), {
      programIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);

    const onlyPrograms = await call(counsellor, 'POST', recommendationUrl(learnerOfPrograms.id), {
      programIds: [second!.id, first!.id],
      note: 'Both let you start from home',
    });
    expect(onlyPrograms.statusCode, onlyPrograms.body).toBe(200);
    const withCourse = await call(counsellor, 'POST', recommendationUrl(learnerOfPrograms.id), {
      courseIds: [course!.id],
      programIds: [first!.id],
    });
    expect(withCourse.statusCode, withCourse.body).toBe(200);

    const list: RecommendationList = (
      await call(learnerOfPrograms, 'GET', recommendationUrl(learnerOfPrograms.id))
    ).json();
    const [newest, older] = list.recommendations;
    expect(newest!.courses.map((c) => c.id)).toEqual([course!.id]);
    expect(newest!.programs.map((p) => p.id)).toEqual([first!.id]);
    expect(older!.courses).toEqual([]);
    expect(older!.programs.map((p) => ({ id: p.id, shortlisted: p.shortlisted }))).toEqual([
      { id: second!.id, shortlisted: false },
      { id: first!.id, shortlisted: false },
    ]);

    const shortlisted = await call(learnerOfPrograms, 'POST', `/user/${learnerOfPrograms.id}/course`, {
      courseId: second!.id,
      favourite: true,
      type: 'PROGRAM',
    });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    const mine = await call(learnerOfPrograms, 'GET', '/recommendation/pathway/recommendation');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as RecommendedPrograms).programs.map((p) => [p.id, p.shortlisted])).toEqual([
      [first!.id, false],
      [second!.id, true],
    ]);

    // Another learner's list is their own; a visitor has none.
    const others = await call(otherLearner, 'GET', '/recommendation/pathway/recommendation');
    expect((others.json() as RecommendedPrograms).programs.map((p) => p.id)).not.toContain(second!.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/recommendation/pathway/recommendation' })).statusCode,
    ).toBe(401);
  });
});
