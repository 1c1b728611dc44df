import { CourseListResponse } from '@meridian/domain/catalogue/schemas';
import {
  LearnerRef,
  Recommendation,
  RecommendationList,
  RecommendedPrograms,
  type CourseRecommendationSearchInput,
  type RecommendationCreateInput,
  type RecommendationShortlistUpdate,
} from '@meridian/domain/recommendation/schemas';
import {
  ProgramFacets,
  ProgramSearchResponse,
  type ProgramFacetsRequest,
  type ProgramRecommendationSearchInput,
} from '@meridian/domain/recommendation/program-search';
import { browserClient } from './browser-client.ts';

/** The counsellor's and the learner's recommendation calls (SPEC.md §7), through the same-origin proxy. */
const ofLearner = (userId: string, path = '') =>
  `/v1/user/${encodeURIComponent(userId)}/recommendation${path}`;

/** POST {recommendation}/v1/courses/recommendation: the catalogue search, 6 a page (counsellors). */
export function searchCoursesToRecommend(
  search: CourseRecommendationSearchInput,
): Promise<CourseListResponse> {
  return browserClient.request('recommendation', '/v1/courses/recommendation', {
    method: 'POST',
    body: search,
    schema: CourseListResponse,
  });
}

export function findLearner(contact: string): Promise<LearnerRef> {
  return browserClient.request('recommendation', '/v1/learner', { query: { contact }, schema: LearnerRef });
}

export function publishRecommendation(
  userId: string,
  body: RecommendationCreateInput,
): Promise<Recommendation> {
  return browserClient.request('recommendation', ofLearner(userId), {
    method: 'POST',
    body,
    schema: Recommendation,
  });
}

export function updateRecommendation(
  userId: string,
  recommendationId: number,
  body: RecommendationCreateInput,
): Promise<Recommendation> {
  return browserClient.request('recommendation', ofLearner(userId, `/${recommendationId}`), {
    method: 'PUT',
    body,
    schema: Recommendation,
  });
}

export function getMyRecommendations(userId: string): Promise<RecommendationList> {
  return browserClient.request('recommendation', ofLearner(userId), { schema: RecommendationList });
}

export function updateShortlist(
  userId: string,
  body: RecommendationShortlistUpdate,
): Promise<RecommendationList> {
  return browserClient.request('recommendation', `/user/${encodeURIComponent(userId)}/recommendations`, {
    method: 'PUT',
    body,
    schema: RecommendationList,
  });
}

export function applyRecommendation(userId: string, recommendationId: number): Promise<Recommendation> {
  return browserClient.request('recommendation', ofLearner(userId, `/${recommendationId}/apply`), {
    method: 'POST',
    schema: Recommendation,
  });
}

/** POST {recommendation}/v1/pathways/recommendation: the program search, 6 a page (counsellors). */
export function searchProgramsToRecommend(
  search: ProgramRecommendationSearchInput,
): Promise<ProgramSearchResponse> {
  return browserClient.request('recommendation', '/v1/pathways/recommendation', {
    method: 'POST',
    body: search,
    schema: ProgramSearchResponse,
  });
}

/** POST {recommendation}/pathways/recommendation/filter: the program filters' values and counts. */
export function getProgramFilters(request: Partial<ProgramFacetsRequest>): Promise<ProgramFacets> {
  return browserClient.request('recommendation', '/pathways/recommendation/filter', {
    method: 'POST',
    body: request,
    schema: ProgramFacets,
  });
}

/** GET {recommendation}/pathway/recommendation: the programs recommended to the signed-in learner. */
export function getMyRecommendedPrograms(): Promise<RecommendedPrograms> {
  return browserClient.request('recommendation', '/pathway/recommendation', { schema: RecommendedPrograms });
}
