import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { recommendationPrograms, recommendations } from '#api/db/schema/recommendation.ts';

/** The programs become exactly `programIds`, in that order. */
export async function replaceRecommendationPrograms(
  tx: Tx,
  recommendationId: number,
  programIds: readonly number[],
): Promise<void> {
  await tx
    .delete(recommendationPrograms)
    .where(
      and(
        eq(recommendationPrograms.recommendationId, recommendationId),
        programIds.length ? notInArray(recommendationPrograms.programId, [...programIds]) : undefined,
      ),
    );
  if (programIds.length === 0) return;
  await tx
    .insert(recommendationPrograms)
    .values(programIds.map((programId, position) => ({ recommendationId, programId, position })))
    .onConflictDoUpdate({
      target: [recommendationPrograms.recommendationId, recommendationPrograms.programId],
      set: { position: sql`excluded.position` },
    });
}

export async function listProgramsOf(db: Db, recommendationIds: readonly number[]) {
  if (recommendationIds.length === 0) return [];
  return db
    .select()
    .from(recommendationPrograms)
    .where(inArray(recommendationPrograms.recommendationId, [...recommendationIds]))
    .orderBy(asc(recommendationPrograms.recommendationId), asc(recommendationPrograms.position));
}

/** Every program recommended to the learner, each once: newest recommendation first, then the counsellor's order. */
export async function findRecommendedProgramIds(db: Db, learnerId: string): Promise<number[]> {
  const rows = await db
    .select({
      programId: recommendationPrograms.programId,
      newest: sql<Date>`max(${recommendations.createdAt})`.as('newest'),
      position: sql<number>`min(${recommendationPrograms.position})`.as('position'),
    })
    .from(recommendationPrograms)
    .innerJoin(recommendations, eq(recommendations.id, recommendationPrograms.recommendationId))
    .where(eq(recommendations.learnerId, learnerId))
    .groupBy(recommendationPrograms.programId)
    .orderBy(desc(sql`newest`), asc(sql`position`), asc(recommendationPrograms.programId));
  return rows.map((row) => row.programId);
}
