import { and, count, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { otpRequests, otpSends } from '#api/db/schema/otp.ts';
import { firstRow } from '#api/db/first-row.ts';

export type OtpRequestRow = typeof otpRequests.$inferSelect;

export async function countOtpSendsSince(tx: Tx, destination: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpSends)
    .where(and(eq(otpSends.destination, destination), gt(otpSends.sentAt, since)));
  return row?.n ?? 0;
}

export async function insertOtpRequest(
  tx: Tx,
  values: Pick<
    typeof otpRequests.$inferInsert,
    'id' | 'purpose' | 'channel' | 'destination' | 'subjectId' | 'codeHash' | 'expiresAt'
  >,
): Promise<void> {
  await tx.insert(otpRequests).values(values);
}

export async function insertOtpSend(
  tx: Tx,
  values: { destination: string; otpRequestId: string; messageId: number },
): Promise<void> {
  await tx.insert(otpSends).values(values);
}

/** The messages still carrying a code of a request verified or past its expiry (or of one request). */
export async function listSpentOtpMessageIds(
  db: Db | Tx,
  spent: { now: Date } | { requestId: string },
): Promise<number[]> {
  const rows = await db
    .select({ messageId: otpSends.messageId })
    .from(otpSends)
    .innerJoin(otpRequests, eq(otpRequests.id, otpSends.otpRequestId))
    .where(
      and(
        isNotNull(otpSends.messageId),
        'requestId' in spent
          ? eq(otpRequests.id, spent.requestId)
          : or(isNotNull(otpRequests.verifiedAt), lte(otpRequests.expiresAt, spent.now)),
      ),
    );
  return rows.map((row) => row.messageId!);
}

/** These messages no longer carry a code: their sends stop pointing at them. */
export async function unlinkOtpMessages(db: Db | Tx, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .update(otpSends)
    .set({ messageId: null })
    .where(inArray(otpSends.messageId, [...messageIds]));
}

/** Reads the request and locks its row until the transaction ends, so counters never race. */
export async function findOtpRequestForUpdate(tx: Tx, id: string): Promise<OtpRequestRow | undefined> {
  const [row] = await tx.select().from(otpRequests).where(eq(otpRequests.id, id)).for('update');
  return row;
}

export async function recordWrongOtpAttempt(db: Db | Tx, id: string): Promise<void> {
  await db
    .update(otpRequests)
    .set({ wrongAttempts: sql`${otpRequests.wrongAttempts} + 1` })
    .where(eq(otpRequests.id, id));
}

export async function markOtpVerified(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(otpRequests).set({ verifiedAt: at }).where(eq(otpRequests.id, id));
}

export async function replaceOtpCode(
  tx: Tx,
  id: string,
  values: { codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(otpRequests)
    .set({ ...values, resendCount: sql`${otpRequests.resendCount} + 1` })
    .where(eq(otpRequests.id, id));
}

export async function findOtpRequest(db: Db, id: string): Promise<OtpRequestRow | undefined> {
  return firstRow(db.select().from(otpRequests).where(eq(otpRequests.id, id)));
}
