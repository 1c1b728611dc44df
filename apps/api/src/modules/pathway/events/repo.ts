import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { eventRegistrations, eventUniversities, events } from '#api/db/schema/events.ts';
import { firstRow } from '#api/db/first-row.ts';

const published = eq(events.status, 'published');

/** Published fairs opening at or after `since` (the earliest still upcoming), soonest first. */
export async function listEventsFrom(db: Db, since: Date) {
  return db
    .select()
    .from(events)
    .where(and(published, gte(events.startsAt, since)))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export type EventRow = typeof events.$inferSelect;

/** A published fair (a draft one is not on the site). */
export async function findEventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  return firstRow(
    db
      .select()
      .from(events)
      .where(and(published, eq(events.slug, slug))),
  );
}

export async function listEventUniversities(db: Db, eventId: number) {
  return db
    .select({ slug: universities.slug, name: universities.name })
    .from(eventUniversities)
    .innerJoin(universities, eq(universities.id, eventUniversities.universityId))
    .where(eq(eventUniversities.eventId, eventId))
    .orderBy(asc(eventUniversities.sortOrder));
}

/**
 * The place of this lead, or of this account, at a fair, made if there is none; an account found
 * later is written onto a lead's place. Runs inside the lead's transaction, under its lock.
 */
export async function upsertRegistration(
  tx: Tx,
  values: { eventId: number; leadId: string; userId: string | null; name: string },
): Promise<string> {
  const existing = await firstRow(
    tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, values.eventId),
          or(
            eq(eventRegistrations.leadId, values.leadId),
            values.userId ? eq(eventRegistrations.userId, values.userId) : undefined,
          ),
        ),
      ),
  );
  if (existing) {
    await tx
      .update(eventRegistrations)
      .set({
        name: values.name,
        ...(values.userId ? { userId: values.userId } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(eventRegistrations.id, existing.id));
    return existing.id;
  }
  const [row] = await tx.insert(eventRegistrations).values(values).returning({ id: eventRegistrations.id });
  return row!.id;
}

export async function findUserRegistration(db: Db, eventId: number, userId: string) {
  return firstRow(
    db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId))),
  );
}

/** Marks a place checked in once; the first time stays. Returns the place with its event, or nothing. */
export async function checkIn(db: Db, registrationId: string, at: Date) {
  const [first] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: at, updatedAt: sql`now()` })
    .where(and(eq(eventRegistrations.id, registrationId), isNull(eventRegistrations.checkedInAt)))
    .returning({ id: eventRegistrations.id });
  const row = await firstRow(
    db
      .select({
        name: eventRegistrations.name,
        checkedInAt: eventRegistrations.checkedInAt,
        event: { slug: events.slug, title: events.title },
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, registrationId)),
  );
  return row ? { ...row, firstTime: first !== undefined } : undefined;
}

/** Moves a fair (dev routes only); false when there is no such fair. */
export async function rescheduleEvent(db: Db, slug: string, startsAt: Date): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ startsAt })
    .where(eq(events.slug, slug))
    .returning({ id: events.id });
  return rows.length > 0;
}
