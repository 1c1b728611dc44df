import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO } from '../fixtures/login.ts';

async function session(request: APIRequestContext, email: string) {
  const res = await request.post(`${API_URL}/dev/sessions`, { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
  const { access_token: token, user } = (await res.json()) as { access_token: string; user: { id: string } };
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Gives a demo learner what their profile tabs list once a counsellor is at work: a recommendation
 * of two courses from their counsellor and a course on their shortlist (the Courses-for-you tab
 * crashed on both, a state the seed alone never reaches).
 */
export async function fillLearnerLists(request: APIRequestContext, email: string): Promise<void> {
  const counsellor = await session(request, DEMO.counsellor.email);
  const learner = await session(request, email);
  const search = await request.post(`${API_URL}/recommendation/v1/courses/recommendation`, {
    headers: counsellor.headers,
    data: {},
  });
  expect(search.ok(), await search.text()).toBe(true);
  const courseIds = ((await search.json()) as { items: { id: number }[] }).items.slice(0, 2).map((c) => c.id);
  const recommend = await request.post(`${API_URL}/recommendation/v1/user/${learner.id}/recommendation`, {
    headers: counsellor.headers,
    data: { courseIds, note: 'Courses the browser sweep recommends' },
  });
  expect(recommend.ok(), await recommend.text()).toBe(true);
  const shortlist = await request.post(`${API_URL}/user/${learner.id}/course`, {
    headers: learner.headers,
    data: { courseId: courseIds[0], favourite: true, type: 'COURSE' },
  });
  expect(shortlist.ok(), await shortlist.text()).toBe(true);
}
