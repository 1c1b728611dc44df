import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { eventRegistrations, eventUniversities, events } from '#api/db/schema/events.ts';
import { firstRow } from '#api/db/first-row.ts';

// The back office's reads and writes of fairs: drafts included; registrations are only counted.

export async function findEventForEditors(db: Db | Tx, slug: string) {
  return firstRow(db.select().from(events).where(eq(events.slug, slug)));
}

export async function listEventSlugsOfUniversities(db: Db | Tx, eventId: number) {
  const rows = await db
    .select({ slug: universities.slug })
    .from(eventUniversities)
    .innerJoin(universities, eq(universities.id, eventUniversities.universityId))
    .where(eq(eventUniversities.eventId, eventId))
    .orderBy(asc(eventUniversities.sortOrder));
  return rows.map((row) => row.slug);
}

/** Ids of the universities by slug (a read-only reference join, docs/adr/009). */
export async function universityIdsBySlug(tx: Tx, slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: universities.id, slug: universities.slug })
    .from(universities)
    .where(inArray(universities.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function listEventsForEditors(db: Db) {
  return db
    .select({
      slug: events.slug,
      title: events.title,
      city: events.city,
      startsAt: events.startsAt,
      status: events.status,
      registrations: count(eventRegistrations.id),
    })
    .from(events)
    .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .groupBy(events.id)
    .orderBy(desc(events.startsAt), asc(events.slug));
}

/** Writes the fair and its exhibitors in order; its registrations are not touched. */
export async function upsertEvent(
  tx: Tx,
  row: Omit<typeof events.$inferInsert, 'id'>,
  universityIds: readonly number[],
) {
  const [saved] = await tx
    .insert(events)
    .values(row)
    .onConflictDoUpdate({ target: events.slug, set: row })
    .returning({ id: events.id });
  await tx.delete(eventUniversities).where(eq(eventUniversities.eventId, saved!.id));
  if (universityIds.length > 0) {
    await tx
      .insert(eventUniversities)
      .values(
        universityIds.map((universityId, sortOrder) => ({ eventId: saved!.id, universityId, sortOrder })),
      );
  }
}
