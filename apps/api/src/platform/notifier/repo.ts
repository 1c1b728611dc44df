import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/lead.ts';
import type { OutgoingMessage } from './notifier.ts';

export async function insertOutboxMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    to: message.to,
    channel: message.channel,
    subject: message.subject ?? null,
    body: message.body,
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
