import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { pendingRegistrations, refreshTokens } from '#api/db/schema/auth.ts';
import { firstRow } from '#api/db/first-row.ts';

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Keeps a registration until its OTP is verified; ones older than `staleBefore` are dropped on the way. */
export async function insertPendingRegistration(
  tx: Tx,
  values: Pick<
    PendingRegistrationRow,
    'id' | 'fullName' | 'email' | 'mobile' | 'countryCode' | 'emailVerifiedAt'
  >,
  staleBefore: Date,
): Promise<void> {
  await tx.delete(pendingRegistrations).where(lt(pendingRegistrations.createdAt, staleBefore));
  await tx.insert(pendingRegistrations).values(values);
}

export async function takePendingRegistration(
  tx: Tx,
  id: string,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id)).returning();
  return row;
}

export async function insertRefreshToken(
  tx: Db | Tx,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
): Promise<string> {
  const [row] = await tx.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return row!.id;
}

/** Reads a token by its hash and locks it, so two refreshes of the same token run one after the other. */
export async function findRefreshTokenForUpdate(
  tx: Tx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return firstRow(db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)));
}

export async function markRefreshTokenRotated(
  tx: Tx,
  id: string,
  values: { rotatedAt: Date; replacedBy: string },
): Promise<void> {
  await tx.update(refreshTokens).set(values).where(eq(refreshTokens.id, id));
}

/** Ends a session: every token of the family, spent or not, stops working. */
export async function revokeRefreshFamily(db: Db | Tx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
