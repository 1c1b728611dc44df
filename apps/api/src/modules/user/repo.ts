import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  ne,
  sql,
} from 'drizzle-orm';
import type { AnalyticsEvent } from '@meridian/domain/analytics/events';
import type { ErrorReportRequest, LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { Db } from '../../db/client.ts';
import { fitToColumns } from '../../db/fit-to-columns.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { errorReports, errorReportScreenshots, locationUpdates } from '../../db/schema/extras.ts';
import { users } from '../../db/schema/people.ts';
import { lockKeys, type Tx } from '../../db/transaction.ts';
import { firstRow } from '../../db/first-row.ts';

export type UserRow = typeof users.$inferSelect;

/** An account's name and the mobile and email that messages to the person go to. */
export const contactColumns = { fullName: users.fullName, email: users.email, mobile: users.mobile };

export async function insertAnalyticsEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(fitToColumns(analyticsEvents, event));
}

export async function listAnalyticsEvents(db: Db, options: { name?: string | undefined; limit: number }) {
  return db
    .select()
    .from(analyticsEvents)
    .where(options.name === undefined ? undefined : eq(analyticsEvents.name, options.name))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(options.limit);
}

/** One transaction, so a report never lands without the screenshot it was sent with. */
export async function insertErrorReport(
  db: Db,
  options: {
    report: ErrorReportRequest;
    screenshot: { storageKey: string; contentType: string; sizeBytes: number } | undefined;
  },
): Promise<void> {
  const { report, screenshot } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(errorReports).values(report).returning({ id: errorReports.id });
    if (screenshot) await tx.insert(errorReportScreenshots).values({ reportId: row!.id, ...screenshot });
  });
}

/** Rounded to two decimals (about 1 km): enough to find a nearby centre, not a home address. */
export async function insertLocationUpdate(db: Db, update: LocationUpdateQuery): Promise<void> {
  await db.insert(locationUpdates).values({
    ...update,
    latitude: Math.round(update.latitude * 100) / 100,
    longitude: Math.round(update.longitude * 100) / 100,
  });
}

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  return firstRow(db.select().from(users).where(eq(users.id, id)));
}

/** The first account made with this lead (registration links the person's lead to their account). */
export async function findUserByLeadId(db: Db | Tx, leadId: string): Promise<UserRow | undefined> {
  return firstRow(
    db.select().from(users).where(eq(users.leadId, leadId)).orderBy(asc(users.createdAt), asc(users.id)),
  );
}

/** The account of an E.164 mobile or a lowercase email, whichever is given; an email only once verified. */
export async function findUserByContact(
  db: Db | Tx,
  contact: { mobile: string } | { email: string },
): Promise<UserRow | undefined> {
  const match =
    'mobile' in contact
      ? eq(users.mobile, contact.mobile)
      : and(eq(users.email, contact.email), isNotNull(users.emailVerifiedAt));
  return firstRow(db.select().from(users).where(match));
}

/**
 * Marks `email` proven for the account, and takes it off accounts that only typed it (each has its
 * mobile to log in with). False, changing nothing, when another account proved it first.
 */
export async function claimVerifiedEmail(
  tx: Tx,
  options: { userId: string; email: string; at: Date },
): Promise<boolean> {
  const { userId, email, at } = options;
  await lockKeys(tx, [`user:email:${email}`]);
  const owner = await findUserByContact(tx, { email });
  if (owner && owner.id !== userId) return false;
  await tx
    .update(users)
    .set({ email: null, updatedAt: at })
    .where(
      and(
        eq(users.email, email),
        isNull(users.emailVerifiedAt),
        isNotNull(users.mobile),
        ne(users.id, userId),
      ),
    );
  await tx.update(users).set({ email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
  return true;
}

/** Accounts holding any of these permissions, by name. */
export async function listUsersWithPermissions(
  db: Db | Tx,
  permissions: readonly string[],
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(arrayOverlaps(users.permissions, [...permissions]))
    .orderBy(asc(users.fullName), asc(users.id));
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function setPaidUser(tx: Tx, id: string): Promise<void> {
  await tx.update(users).set({ paidUser: true, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Accounts holding any permission (the staff), by name. */
export async function listAccountsWithAnyPermission(db: Db | Tx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`cardinality(${users.permissions}) > 0`)
    .orderBy(asc(users.fullName), asc(users.id));
}

export async function updatePermissions(tx: Tx, id: string, permissions: readonly string[]): Promise<void> {
  await tx
    .update(users)
    .set({ permissions: [...permissions], updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Active accounts holding the permission. */
export async function countActiveWithPermission(tx: Tx, permission: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(arrayContains(users.permissions, [permission]), eq(users.status, 'active')));
  return row?.n ?? 0;
}
