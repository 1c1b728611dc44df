import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactPreferences, outboxMessages } from '../../db/schema/notifier.ts';
import type { OutgoingMessage } from './notifier.ts';
import { firstRow } from '../../db/first-row.ts';

export async function insertOutboxMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    to: message.to,
    channel: message.channel,
    subject: message.subject ?? null,
    body: message.body,
    attachments: [...(message.attachments ?? [])],
  });
}

const OUTBOX_LIST_LIMIT = 50;

export async function listOutboxMessagesTo(db: Db, to: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
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
