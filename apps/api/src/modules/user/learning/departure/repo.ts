import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { departureTasks, departureTicks } from '#api/db/schema/learning.ts';

/** The tasks for a destination: its own and those for every destination, the earliest due first. */
export function listTasks(db: Db, destination: string) {
  return db
    .select()
    .from(departureTasks)
    .where(or(isNull(departureTasks.destination), eq(departureTasks.destination, destination)))
    .orderBy(desc(departureTasks.daysBefore), asc(departureTasks.id));
}

export function listTicks(db: Db, userId: string) {
  return db
    .select({ taskId: departureTicks.taskId, doneAt: departureTicks.doneAt })
    .from(departureTicks)
    .where(eq(departureTicks.userId, userId));
}

export async function findTask(db: Db, key: string) {
  const [row] = await db.select().from(departureTasks).where(eq(departureTasks.key, key)).limit(1);
  return row;
}

/** Ticks a task once (a second tick keeps the first date). */
export async function insertTick(db: Db, values: { userId: string; taskId: number; doneAt: Date }) {
  await db.insert(departureTicks).values(values).onConflictDoNothing();
}

export async function deleteTick(db: Db, values: { userId: string; taskId: number }) {
  await db
    .delete(departureTicks)
    .where(and(eq(departureTicks.userId, values.userId), eq(departureTicks.taskId, values.taskId)));
}
