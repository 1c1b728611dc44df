import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { buddies, buddyAssignments } from '#api/db/schema/learning.ts';

export type BuddyRow = typeof buddies.$inferSelect;

export async function findAssignedBuddy(db: Db, userId: string) {
  const [row] = await db
    .select({ buddy: buddies, assignedAt: buddyAssignments.assignedAt })
    .from(buddyAssignments)
    .innerJoin(buddies, eq(buddies.id, buddyAssignments.buddyId))
    .where(eq(buddyAssignments.userId, userId))
    .limit(1);
  return row;
}

/** The destination's buddy (switched on) with the fewest learners, so each has a fair share. */
export async function findLeastBusyBuddy(db: Db, destination: string): Promise<BuddyRow | undefined> {
  const [row] = await db
    .select({ buddy: buddies })
    .from(buddies)
    .leftJoin(buddyAssignments, eq(buddyAssignments.buddyId, buddies.id))
    .where(and(eq(buddies.destination, destination), eq(buddies.active, true)))
    .groupBy(buddies.id)
    .orderBy(asc(count(buddyAssignments.userId)), asc(buddies.id))
    .limit(1);
  return row?.buddy;
}

/** Matches once: a learner matched meanwhile (two tabs at once) keeps the first match. */
export async function insertAssignment(
  db: Db,
  values: { userId: string; buddyId: number; assignedAt: Date },
) {
  await db.insert(buddyAssignments).values(values).onConflictDoNothing();
}
