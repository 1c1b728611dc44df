import { and, arrayContains, arrayOverlaps, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { StoredImage } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import { users } from '#api/db/schema/people.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { firstRow } from '#api/db/first-row.ts';

export type UserRow = typeof users.$inferSelect;

/** An account's name and the mobile and email that messages to the person go to. */
export const contactColumns = { fullName: users.fullName, email: users.email, mobile: users.mobile };

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

export async function updatePhoto(tx: Tx, id: string, photo: StoredImage | null): Promise<void> {
  await tx.update(users).set({ photo, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Active accounts holding the permission. */
export async function countActiveWithPermission(tx: Tx, permission: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(arrayContains(users.permissions, [permission]), eq(users.status, 'active')));
  return row?.n ?? 0;
}
