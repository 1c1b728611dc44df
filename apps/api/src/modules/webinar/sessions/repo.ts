import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { webinarRegistrations, webinars } from '#api/db/schema/webinars.ts';
import { firstRow } from '#api/db/first-row.ts';

export interface WebinarFilter {
  now: Date;
  /** Sessions still ahead (start after `now`), or those that have started. */
  when: 'upcoming' | 'past';
  countryIso3?: string | undefined;
  universitySlug?: string | undefined;
}

/** Draft sessions are not on the site. */
const published = eq(webinars.status, 'published');

/**
 * With a university: its own sessions and the general sessions of `countryIso3`; with only a
 * country: every session there.
 */
function matching(filter: WebinarFilter): SQL | undefined {
  const time =
    filter.when === 'upcoming' ? gt(webinars.startsAt, filter.now) : lte(webinars.startsAt, filter.now);
  let place: SQL | undefined;
  if (filter.universitySlug !== undefined) {
    place = or(
      eq(universities.slug, filter.universitySlug),
      filter.countryIso3 === undefined
        ? undefined
        : and(isNull(webinars.universityId), eq(webinars.countryIso3, filter.countryIso3)),
    );
  } else if (filter.countryIso3 !== undefined) {
    place = eq(webinars.countryIso3, filter.countryIso3);
  }
  return and(published, time, place);
}

const columns = {
  id: webinars.id,
  slug: webinars.slug,
  title: webinars.title,
  summary: webinars.summary,
  countrySlug: destinations.slug,
  countryName: destinations.name,
  universitySlug: universities.slug,
  universityName: universities.name,
  hostName: webinars.hostName,
  hostRole: webinars.hostRole,
  startsAt: webinars.startsAt,
  durationMinutes: webinars.durationMinutes,
  seats: webinars.seats,
  registered: webinars.registered,
  recordingUrl: webinars.recordingUrl,
  joinUrl: webinars.joinUrl,
  zoomMeetingNumber: webinars.zoomMeetingNumber,
};

/** Sessions with the names of their country and university. */
const selectWebinars = (db: Db) =>
  db
    .select(columns)
    .from(webinars)
    .innerJoin(destinations, eq(destinations.iso3, webinars.countryIso3))
    .leftJoin(universities, eq(universities.id, webinars.universityId));

export type WebinarRow = NonNullable<Awaited<ReturnType<typeof findWebinarById>>>;

/** Upcoming sessions soonest first; past ones latest first. */
export async function listWebinars(db: Db, filter: WebinarFilter & { limit: number; offset?: number }) {
  return selectWebinars(db)
    .where(matching(filter))
    .orderBy(filter.when === 'upcoming' ? asc(webinars.startsAt) : desc(webinars.startsAt), asc(webinars.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

export async function countWebinars(db: Db, filter: WebinarFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webinars)
    .leftJoin(universities, eq(universities.id, webinars.universityId))
    .where(matching(filter));
  return row?.total ?? 0;
}

export async function findWebinarById(db: Db, id: number) {
  return firstRow(selectWebinars(db).where(and(published, eq(webinars.id, id))));
}

export async function findWebinarBySlug(db: Db, slug: string) {
  return firstRow(selectWebinars(db).where(and(published, eq(webinars.slug, slug))));
}

/** Moves a session (the dev route that lets a browser test reach its join window). */
export async function rescheduleWebinar(db: Db, id: number, startsAt: Date): Promise<boolean> {
  const rows = await db
    .update(webinars)
    .set({ startsAt })
    .where(eq(webinars.id, id))
    .returning({ id: webinars.id });
  return rows.length > 0;
}

/** The country of a university, so its page can also list that country's general sessions. */
export async function findUniversityCountry(db: Db, slug: string) {
  const row = await firstRow(
    db
      .select({ countryIso3: universities.countryIso3 })
      .from(universities)
      .where(eq(universities.slug, slug)),
  );
  return row?.countryIso3;
}

export async function isRegistered(db: Db, webinarId: number, userId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ userId: webinarRegistrations.userId })
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId))),
  );
  return row !== undefined;
}

/** Thrown inside the seat transaction so the registration just written is rolled back. */
class NoSeatLeft extends Error {}

/**
 * Takes a seat for the learner unless they hold one: the registration and the seat count change
 * together, and only while a seat is left; `onTaken` runs in that transaction (the confirmation is
 * queued there).
 */
export async function takeSeat(
  db: Db,
  seat: { webinarId: number; userId: string },
  onTaken: (tx: Tx) => Promise<void>,
): Promise<'new' | 'already' | 'full'> {
  const { webinarId, userId } = seat;
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(webinarRegistrations)
        .values({ webinarId, userId })
        .onConflictDoNothing()
        .returning({ userId: webinarRegistrations.userId });
      if (!inserted) return 'already' as const;
      const [seat] = await tx
        .update(webinars)
        .set({ registered: sql`${webinars.registered} + 1` })
        .where(and(eq(webinars.id, webinarId), sql`${webinars.registered} < ${webinars.seats}`))
        .returning({ id: webinars.id });
      if (!seat) throw new NoSeatLeft();
      await onTaken(tx);
      return 'new' as const;
    });
  } catch (error) {
    if (error instanceof NoSeatLeft) return 'full';
    throw error;
  }
}

/** Registrations of sessions starting within `until` that have had no reminder yet. */
export async function listRegistrationsToRemind(db: Db, options: { now: Date; until: Date }) {
  return db
    .select({ webinarId: webinarRegistrations.webinarId, userId: webinarRegistrations.userId })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(
      and(
        isNull(webinarRegistrations.remindedAt),
        gt(webinars.startsAt, options.now),
        lte(webinars.startsAt, options.until),
      ),
    );
}

/** Claims a reminder (true when this run is the one to send it), or releases it with `at: null`. */
export async function claimWebinarReminder(
  db: Db | Tx,
  key: { webinarId: number; userId: string },
  at: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(webinarRegistrations)
    .set({ remindedAt: at })
    .where(
      and(
        eq(webinarRegistrations.webinarId, key.webinarId),
        eq(webinarRegistrations.userId, key.userId),
        at === null ? undefined : isNull(webinarRegistrations.remindedAt),
      ),
    )
    .returning({ userId: webinarRegistrations.userId });
  return rows.length > 0;
}

/** Whether the learner holds a seat in a session held in this Zoom meeting. */
export async function isRegisteredForZoomMeeting(
  db: Db,
  userId: string,
  meetingNumber: string,
): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: webinars.id })
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
      .where(and(eq(webinarRegistrations.userId, userId), eq(webinars.zoomMeetingNumber, meetingNumber))),
  );
  return row !== undefined;
}
