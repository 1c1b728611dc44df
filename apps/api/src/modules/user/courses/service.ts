import { rankCourses, type LearnerFitProfile } from '@meridian/domain/profile/course-fit';
import type { RecommendationPage, RecommendationQuery } from '@meridian/domain/profile/courses-for-you';
import type { FavouriteList, FavouriteToggle, FavouriteType } from '@meridian/domain/profile/favourites';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { courseCardsByIds } from '#api/modules/pathway/courses/service.ts';
import { examScores, readSection } from '#api/modules/user/profile/service.ts';
import {
  addFavourite,
  findCandidateCourses,
  itemExists,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
} from './repo.ts';

/** How many courses of each tier the ranking reads: far more than anyone pages through. */
const CANDIDATES_PER_TIER = 300;

/** What the ranking knows of the learner: preferences, budget and test scores from their forms. */
export async function learnerFitProfile(db: Db, userId: string): Promise<LearnerFitProfile> {
  const preference = await readSection(db, { userId, section: 'preference' });
  const funds = await readSection(db, { userId, section: 'funds' });
  return {
    educationLevel: preference?.educationLevel ?? null,
    subjects: preference?.subjects ?? [],
    countries: preference?.countries ?? [],
    annualBudgetInr: funds ? Math.round(funds.annualBudget.amountMinor / 100) : null,
    scores: await examScores(db, userId),
  };
}

/** Courses for you: the catalogue ranked by the learner's fit, one page of it, each with its reasons. */
export async function recommendCourses(
  db: Db,
  options: { userId: string; query: RecommendationQuery },
): Promise<RecommendationPage> {
  const { userId, query } = options;
  const profile = await learnerFitProfile(db, userId);
  const candidates = await findCandidateCourses(db, {
    level: profile.educationLevel,
    countries: profile.countries,
    subjects: profile.subjects,
    perTier: CANDIDATES_PER_TIER,
  });
  const ranked = rankCourses(profile, candidates);
  const page = ranked.slice(query.page * query.length, (query.page + 1) * query.length);
  const cards = await courseCardsByIds(
    db,
    page.map((course) => course.id),
  );
  const favourites = await favouriteIdsOf(db, { userId, type: 'COURSE' });
  const fitById = new Map(page.map((course) => [course.id, course.fit]));
  return {
    courses: cards.map((card) => ({
      ...card,
      fit: fitById.get(card.id)!,
      favourite: favourites.has(card.id),
    })),
    total: ranked.length,
    page: query.page,
  };
}

/** The ids of the learner's favourites of one type (courses or programs). */
export async function favouriteIdsOf(
  db: Db,
  options: { userId: string; type: FavouriteType },
): Promise<Set<number>> {
  const favourites = await listFavouriteIds(db, options.userId);
  return new Set(favourites.filter((f) => f.type === options.type).map((f) => f.id));
}

/** SPEC.md §4: `favourite: true` adds `{id, type}`; false removes it by the course id. */
export async function toggleFavourite(
  db: Db,
  options: { userId: string; change: FavouriteToggle; now: Date },
): Promise<{ id: number; type: FavouriteToggle['type'] } | null> {
  const { userId, change, now } = options;
  const item = { userId, type: change.type, id: change.courseId };
  if (!change.favourite) {
    await db.transaction((tx) => removeFavourite(tx, item));
    return null;
  }
  if (!(await itemExists(db, item))) throw new AppError('NOT_FOUND', 'no such course', { field: 'courseId' });
  await db.transaction((tx) => addFavourite(tx, { ...item, now }));
  return { id: change.courseId, type: change.type };
}

export async function favouritesOf(db: Db, userId: string): Promise<FavouriteList> {
  return { favourites: (await listFavourites(db, userId)).map(({ createdAt: _createdAt, ...item }) => item) };
}
