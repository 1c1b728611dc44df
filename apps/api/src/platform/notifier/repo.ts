import { and, asc, count, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import type { MessageStatus } from '@meridian/domain/notifier/messages';
import { contactPreferences, outboxMessages } from '#api/db/schema/notifier.ts';
import type { MessageId, OutgoingMessage } from './notifier.ts';
import { firstRow } from '#api/db/first-row.ts';

export type MessageRow = typeof outboxMessages.$inferSelect;

/** Queues a message, due at once (`now` is the services' clock; `created_at` is when it was written). */
export async function insertMessage(db: Db | Tx, message: OutgoingMessage, now: Date): Promise<MessageId> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      to: message.to,
      channel: message.channel,
      purpose: message.purpose,
      subject: message.subject ?? null,
      body: message.body,
      attachments: [...(message.attachments ?? [])],
      nextAttemptAt: now,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** A message being handed over: one attempt more, and claimed until `leaseUntil`. */
const claim = (leaseUntil: Date) => ({
  status: 'sending' as const,
  attempts: sql`${outboxMessages.attempts} + 1`,
  lockedUntil: leaseUntil,
});

/**
 * Claims up to `limit` messages that are due: queued ones past their backoff, and ones whose claim
 * lapsed (the process sending them died). `FOR UPDATE SKIP LOCKED` lets several API processes claim
 * at once without waiting on each other or taking the same message.
 */
export async function claimDueMessages(
  db: Db,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<MessageRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, options.now)),
        and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set(claim(options.leaseUntil))
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Claims one queued message (an OTP just committed), unless another process already has it. */
export async function claimMessage(db: Db, id: MessageId, leaseUntil: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set(claim(leaseUntil))
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .returning();
  return row;
}

/** What became of an attempt: only the claim's holder (status `sending`) may record it. */
export async function finishAttempt(
  db: Db,
  id: MessageId,
  outcome:
    | { status: 'sent'; provider: string; sentAt: Date }
    | { status: 'queued'; nextAttemptAt: Date; lastError: string }
    | { status: 'failed' | 'skipped'; lastError: string },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ lockedUntil: null, ...(outcome.status === 'sent' ? { lastError: null } : {}), ...outcome })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
}

/** See `Notifier.replaceSettledBodies`. */
export async function replaceSettledBodies(
  db: Db | Tx,
  ids: readonly MessageId[],
  body: string,
): Promise<MessageId[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outboxMessages)
    .set({ body })
    .where(
      and(
        inArray(outboxMessages.id, [...ids]),
        inArray(outboxMessages.status, ['sent', 'failed', 'skipped']),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.map((row) => row.id);
}

const OUTBOX_LIST_LIMIT = 50;

/** What the `outbox` provider delivered to one number or address, newest first. */
/** Messages to `to` due now and not yet delivered: queued, or being sent by a request or the worker. */
export async function countUndeliveredDue(db: Db, to: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.to, to),
        inArray(outboxMessages.status, ['queued', 'sending']),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

export async function listDeliveredToOutbox(db: Db, to: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.to, to),
        eq(outboxMessages.status, 'sent'),
        eq(outboxMessages.provider, 'outbox'),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
}

export interface MessageFilter {
  status?: MessageStatus | undefined;
  channel?: 'sms' | 'email' | undefined;
  to?: string | undefined;
}

const matching = (filter: MessageFilter): SQL | undefined =>
  and(
    filter.status ? eq(outboxMessages.status, filter.status) : undefined,
    filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
    filter.to ? eq(outboxMessages.to, filter.to) : undefined,
  );

/** One page of the outbox for the admins, newest first, without bodies (they may hold a live OTP). */
export async function listMessages(db: Db, filter: MessageFilter, page: { offset: number; limit: number }) {
  const where = matching(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxMessages.id,
        to: outboxMessages.to,
        channel: outboxMessages.channel,
        purpose: outboxMessages.purpose,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        provider: outboxMessages.provider,
        nextAttemptAt: outboxMessages.nextAttemptAt,
        sentAt: outboxMessages.sentAt,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findMessage(db: Db | Tx, id: MessageId): Promise<MessageRow | undefined> {
  return firstRow(db.select().from(outboxMessages).where(eq(outboxMessages.id, id)));
}

/** The message goes again as itself, due at once (an OTP's, whose code must stay in one row). */
export async function requeueMessage(db: Db | Tx, original: MessageRow, now: Date): Promise<MessageRow> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'queued', nextAttemptAt: now, lockedUntil: null })
    .where(eq(outboxMessages.id, original.id))
    .returning();
  return row!;
}

/** A new queued message with the content of `original`, due at once. */
export async function copyMessage(db: Db | Tx, original: MessageRow, now: Date): Promise<MessageRow> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      to: original.to,
      channel: original.channel,
      purpose: original.purpose,
      subject: original.subject,
      body: original.body,
      attachments: original.attachments,
      nextAttemptAt: now,
    })
    .returning();
  return row!;
}

/** What one number or address has stopped; undefined when it has chosen nothing. */
export async function findContactPreferences(db: Db, contact: string) {
  return firstRow(db.select().from(contactPreferences).where(eq(contactPreferences.contact, contact)));
}

/** Written by the preferences page; read by the notifier before every update it sends. */
export async function upsertContactPreferences(
  db: Db,
  values: { contact: string; stopCalls: boolean; stopSms: boolean; stopEmail: boolean },
): Promise<void> {
  const { stopCalls, stopSms, stopEmail } = values;
  await db
    .insert(contactPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: contactPreferences.contact,
      set: { stopCalls, stopSms, stopEmail, updatedAt: sql`now()` },
    });
}
