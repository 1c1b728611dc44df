import type { CourseFacets, CourseListResponse } from '@meridian/domain/catalogue/schemas';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type {
  CourseRecommendationSearch,
  LearnerRef,
  Recommendation,
  RecommendationCreate,
  RecommendationList,
  RecommendationShortlistUpdate,
  RecommendedCoursesPage,
  RecommendedCoursesQuery,
} from '@meridian/domain/recommendation/schemas';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import type { AccessTokenClaims } from '@meridian/domain/auth/session';
import { mayAccessLearner } from '#api/platform/auth/learner-access.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  courseCardsByIds,
  courseFacets,
  listCourses,
  scopeOf,
} from '#api/modules/pathway/courses/service.ts';
import { findAccount, findAccountById, listInternalUsers } from '#api/modules/user/accounts/service.ts';
import { startApplications } from '#api/modules/user/applications/service.ts';
import {
  programsByRecommendation,
  requireProgramsExist,
} from '#api/modules/recommendation/programs/service.ts';
import { replaceRecommendationPrograms } from '#api/modules/recommendation/programs/repo.ts';
import {
  findRecommendation,
  findRecommendedCourses,
  insertRecommendation,
  listCoursesOf,
  listRecommendationsOf,
  listShortlistedCourseIds,
  lockRecommendation,
  markApplied,
  replaceRecommendationCourses,
  setShortlisted,
  updateRecommendationNote,
  type RecommendationRow,
} from './repo.ts';

/** The catalogue's shortest course-name filter: a shorter search term names nothing yet. */
const MIN_SEARCH_TERM = 2;

/**
 * The counsellor's course search: the catalogue listing itself (its filters, sort and ranking),
 * with the search term as its course-name filter, 6 a page.
 */
export function searchCoursesToRecommend(
  db: Db,
  search: CourseRecommendationSearch,
): Promise<CourseListResponse> {
  const { searchTerm, filters, sort, page, size } = search;
  const courseName = searchTerm && searchTerm.length >= MIN_SEARCH_TERM ? searchTerm : undefined;
  return listCourses(db, {
    scope: scopeOf({ ...filters, ...(courseName ? { courseName } : {}) }),
    sort,
    page,
    size,
  });
}

/** The search's filter values with how many courses each gives (the catalogue's facets, unfiltered). */
export function recommendationFilters(db: Db): Promise<CourseFacets> {
  return courseFacets(db, scopeOf({}));
}

/**
 * The learner a counsellor recommends to, by mobile or email: only one assigned to them (an admin
 * finds anyone), so the lookup tells nobody else who has an account.
 */
export async function findLearner(
  db: Db,
  options: { contact: string; counsellor: Pick<AccessTokenClaims, 'userId' | 'permissions'> },
): Promise<LearnerRef> {
  const { contact } = options;
  const mobile = contact.includes('@') ? undefined : toE164Mobile({ countryCode: '+91', mobile: contact });
  const account = contact.includes('@')
    ? await findAccount(db, { email: contact.toLowerCase() })
    : mobile
      ? await findAccount(db, { mobile })
      : undefined;
  if (!account || !(await mayAccessLearner(db, options.counsellor, account.id))) {
    throw new AppError('NOT_FOUND', 'no learner of yours with this mobile or email', { field: 'contact' });
  }
  return { id: account.id, fullName: account.fullName };
}

/** Recommendations of one learner as they see them: each course's and program's card, in the counsellor's order. */
async function viewsOf(
  db: Db,
  learnerId: string,
  rows: readonly RecommendationRow[],
): Promise<Recommendation[]> {
  const recommendationIds = rows.map((row) => row.id);
  const courseRows = await listCoursesOf(db, recommendationIds);
  const [cards, staff, programsOf] = await Promise.all([
    courseCardsByIds(db, [...new Set(courseRows.map((c) => c.courseId))]),
    listInternalUsers(db),
    programsByRecommendation(db, { learnerId, recommendationIds }),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const nameById = new Map(staff.map((user) => [user.id, user.fullName]));
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    counsellor: row.counsellorId ? (nameById.get(row.counsellorId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    courses: courseRows
      .filter((c) => c.recommendationId === row.id && cardById.has(c.courseId))
      .map((c) => ({ ...cardById.get(c.courseId)!, shortlisted: c.shortlisted })),
    programs: programsOf(row.id),
  }));
}

async function viewOf(db: Db, id: number): Promise<Recommendation> {
  const row = await findRecommendation(db, id);
  if (!row) throw new AppError('NOT_FOUND', `no recommendation ${id}`);
  const [view] = await viewsOf(db, row.learnerId, [row]);
  return view!;
}

async function requireCoursesExist(db: Db, courseIds: readonly number[]): Promise<void> {
  const found = await courseCardsByIds(db, courseIds);
  if (found.length !== courseIds.length) {
    throw new AppError('BAD_REQUEST', 'a recommended course does not exist', { field: 'courseIds' });
  }
}

/**
 * A recommendation the learner may still change: theirs, and not applied (`US_RNA_4008`), locked
 * for the rest of the transaction.
 */
async function openRecommendation(tx: Tx, learnerId: string, id: number): Promise<RecommendationRow> {
  const row = await lockRecommendation(tx, id);
  if (!row || row.learnerId !== learnerId) throw new AppError('NOT_FOUND', `no recommendation ${id}`);
  if (row.appliedAt) throw new AppError('US_RNA_4008');
  return row;
}

/** `POST /recommendation/v1/user/{id}/recommendation`: a counsellor publishes a list for a learner. */
export async function publishRecommendation(
  db: Db,
  options: { learnerId: string; counsellorId: string; body: RecommendationCreate },
): Promise<Recommendation> {
  const { learnerId, counsellorId, body } = options;
  if (!(await findAccountById(db, learnerId)))
    throw new AppError('NOT_FOUND', 'no such learner', { field: 'userId' });
  await requireCoursesExist(db, body.courseIds);
  await requireProgramsExist(db, body.programIds);
  const id = await db.transaction(async (tx) => {
    const created = await insertRecommendation(tx, { learnerId, counsellorId, note: body.note });
    await replaceRecommendationCourses(tx, created, body.courseIds);
    await replaceRecommendationPrograms(tx, created, body.programIds);
    return created;
  });
  return viewOf(db, id);
}

/** The counsellor changes a list the learner has not applied with (`US_RNA_4008` once they have). */
export async function updateRecommendation(
  db: Db,
  options: { learnerId: string; recommendationId: number; body: RecommendationCreate },
): Promise<Recommendation> {
  const { learnerId, recommendationId, body } = options;
  await requireCoursesExist(db, body.courseIds);
  await requireProgramsExist(db, body.programIds);
  await db.transaction(async (tx) => {
    await openRecommendation(tx, learnerId, recommendationId);
    await updateRecommendationNote(tx, recommendationId, body.note);
    await replaceRecommendationCourses(tx, recommendationId, body.courseIds);
    await replaceRecommendationPrograms(tx, recommendationId, body.programIds);
  });
  return viewOf(db, recommendationId);
}

export async function recommendationsOf(db: Db, learnerId: string): Promise<RecommendationList> {
  return { recommendations: await viewsOf(db, learnerId, await listRecommendationsOf(db, learnerId)) };
}

/** SPEC.md §4 shortlist: add when true, else remove by courseId; all changes or none. */
export async function updateShortlist(
  db: Db,
  options: { learnerId: string; body: RecommendationShortlistUpdate },
): Promise<RecommendationList> {
  const { learnerId, body } = options;
  await db.transaction(async (tx) => {
    for (const id of [
      ...new Set(body.updateRecommendation.map((change) => change.recommendationId)),
    ].sort()) {
      await openRecommendation(tx, learnerId, id);
    }
    for (const change of body.updateRecommendation) {
      if (!(await setShortlisted(tx, change))) {
        throw new AppError('BAD_REQUEST', `course ${change.courseId} is not on the recommendation`, {
          field: 'courseId',
        });
      }
    }
  });
  return recommendationsOf(db, learnerId);
}

/**
 * The learner applies with the shortlisted courses: each becomes an application at its first
 * stage (one the learner already has is kept), and the recommendation is fixed from then on; all
 * of it or none.
 */
export async function applyRecommendation(
  db: Db,
  options: { learnerId: string; recommendationId: number; now: Date },
): Promise<Recommendation> {
  const { learnerId, recommendationId, now } = options;
  await db.transaction(async (tx) => {
    await openRecommendation(tx, learnerId, recommendationId);
    const courseIds = await listShortlistedCourseIds(tx, recommendationId);
    if (courseIds.length === 0) {
      throw new AppError('BAD_REQUEST', 'shortlist a course before applying', { field: 'shortlist' });
    }
    await startApplications(tx, { userId: learnerId, courseIds, now });
    await markApplied(tx, recommendationId, now);
  });
  return viewOf(db, recommendationId);
}

/** `GET /recommendation/v1/user/{id}/courses`: every course recommended to the learner, or the shortlisted ones. */
export async function recommendedCourses(
  db: Db,
  options: { learnerId: string; query: RecommendedCoursesQuery },
): Promise<RecommendedCoursesPage> {
  const { learnerId, query } = options;
  const { rows, total } = await findRecommendedCourses(db, {
    learnerId,
    shortlistedOnly: query.type === 'shortlisted',
    ...pageWindow(query),
  });
  const cards = await courseCardsByIds(
    db,
    rows.map((row) => row.courseId),
  );
  const shortlisted = new Map(rows.map((row) => [row.courseId, row.shortlisted]));
  return pageOf(
    query,
    cards.map((card) => ({ ...card, shortlisted: shortlisted.get(card.id) ?? false })),
    total,
  );
}
