import { OutboxMessage } from '@meridian/domain/lead/schemas';
import type { Db } from '../../db/client.ts';
import { listOutboxMessagesTo } from './repo.ts';

/** What the outbox notifier kept for one number or address (addresses compared in lower case), newest first. */
export async function listOutboxFor(db: Db, to: string): Promise<OutboxMessage[]> {
  const rows = await listOutboxMessagesTo(db, to.toLowerCase());
  return rows.map((row) => ({
    to: row.to,
    channel: OutboxMessage.shape.channel.parse(row.channel),
    subject: row.subject,
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  }));
}
