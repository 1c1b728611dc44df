import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { recommendationCourses, recommendations } from '#api/db/schema/recommendation.ts';

export type RecommendationRow = typeof recommendations.$inferSelect;

export async function insertRecommendation(
  tx: Tx,
  values: { learnerId: string; counsellorId: string; note: string },
): Promise<number> {
  const [row] = await tx.insert(recommendations).values(values).returning({ id: recommendations.id });
  return row!.id;
}

/** The recommendation, locked until the transaction ends, so an apply and an update never cross. */
export async function lockRecommendation(tx: Tx, id: number): Promise<RecommendationRow | undefined> {
  const [row] = await tx.select().from(recommendations).where(eq(recommendations.id, id)).for('update');
  return row;
}

export async function findRecommendation(db: Db, id: number): Promise<RecommendationRow | undefined> {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.id, id));
  return row;
}

export async function listRecommendationsOf(db: Db, learnerId: string): Promise<RecommendationRow[]> {
  return db
    .select()
    .from(recommendations)
    .where(eq(recommendations.learnerId, learnerId))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id));
}

export async function updateRecommendationNote(tx: Tx, id: number, note: string): Promise<void> {
  await tx
    .update(recommendations)
    .set({ note, updatedAt: sql`now()` })
    .where(eq(recommendations.id, id));
}

export async function markApplied(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(recommendations).set({ appliedAt: now, updatedAt: now }).where(eq(recommendations.id, id));
}

/** The courses become exactly `courseIds`, in that order; a course kept keeps its shortlist mark. */
export async function replaceRecommendationCourses(
  tx: Tx,
  recommendationId: number,
  courseIds: readonly number[],
): Promise<void> {
  await tx
    .delete(recommendationCourses)
    .where(
      and(
        eq(recommendationCourses.recommendationId, recommendationId),
        courseIds.length ? notInArray(recommendationCourses.courseId, [...courseIds]) : undefined,
      ),
    );
  // A recommendation of programs alone has no courses to write.
  if (courseIds.length === 0) return;
  await tx
    .insert(recommendationCourses)
    .values(courseIds.map((courseId, position) => ({ recommendationId, courseId, position })))
    .onConflictDoUpdate({
      target: [recommendationCourses.recommendationId, recommendationCourses.courseId],
      set: { position: sql`excluded.position` },
    });
}

export async function listCoursesOf(db: Db, recommendationIds: readonly number[]) {
  if (recommendationIds.length === 0) return [];
  return db
    .select()
    .from(recommendationCourses)
    .where(inArray(recommendationCourses.recommendationId, [...recommendationIds]))
    .orderBy(asc(recommendationCourses.recommendationId), asc(recommendationCourses.position));
}

/** Whether the course was on the recommendation (and so its mark changed). */
export async function setShortlisted(
  tx: Tx,
  change: { recommendationId: number; courseId: number; shortlisted: boolean },
): Promise<boolean> {
  const updated = await tx
    .update(recommendationCourses)
    .set({ shortlisted: change.shortlisted })
    .where(
      and(
        eq(recommendationCourses.recommendationId, change.recommendationId),
        eq(recommendationCourses.courseId, change.courseId),
      ),
    )
    .returning({ courseId: recommendationCourses.courseId });
  return updated.length > 0;
}

/** The courses the learner shortlisted on the recommendation, in the counsellor's order. */
export async function listShortlistedCourseIds(tx: Tx, recommendationId: number): Promise<number[]> {
  const rows = await tx
    .select({ courseId: recommendationCourses.courseId })
    .from(recommendationCourses)
    .where(
      and(
        eq(recommendationCourses.recommendationId, recommendationId),
        eq(recommendationCourses.shortlisted, true),
      ),
    )
    .orderBy(asc(recommendationCourses.position));
  return rows.map((row) => row.courseId);
}

/**
 * One page of every course recommended to a learner (each once, newest recommendation first),
 * shortlisted when any recommendation has it on the shortlist, and how many there are in all.
 */
export async function findRecommendedCourses(
  db: Db,
  options: { learnerId: string; shortlistedOnly: boolean; offset: number; limit: number },
) {
  const shortlisted = sql<boolean>`bool_or(${recommendationCourses.shortlisted})`;
  const perCourse = db
    .select({
      courseId: recommendationCourses.courseId,
      shortlisted: shortlisted.as('shortlisted'),
      newest: sql<Date>`max(${recommendations.createdAt})`.as('newest'),
      position: sql<number>`min(${recommendationCourses.position})`.as('position'),
    })
    .from(recommendationCourses)
    .innerJoin(recommendations, eq(recommendations.id, recommendationCourses.recommendationId))
    .where(eq(recommendations.learnerId, options.learnerId))
    .groupBy(recommendationCourses.courseId)
    .having(options.shortlistedOnly ? shortlisted : undefined)
    .as('per_course');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ courseId: perCourse.courseId, shortlisted: perCourse.shortlisted })
      .from(perCourse)
      .orderBy(desc(perCourse.newest), asc(perCourse.position), asc(perCourse.courseId))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(perCourse),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
