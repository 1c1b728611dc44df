import { OutboxMessage } from '@meridian/domain/lead/schemas';
import type { Db } from '../../db/client.ts';
import type { Notifier } from './notifier.ts';
import { listDeliveredToOutbox } from './repo.ts';

/**
 * What the outbox provider delivered to one number or address (addresses compared in lower case),
 * newest first. What is due is delivered first, so a reader right after a request sees its message.
 */
export async function listOutboxFor(
  deps: { db: Db; notifier: Notifier },
  to: string,
): Promise<OutboxMessage[]> {
  await deps.notifier.deliverDue();
  const rows = await listDeliveredToOutbox(deps.db, to.toLowerCase());
  return rows.map((row) => ({
    to: row.to,
    channel: OutboxMessage.shape.channel.parse(row.channel),
    subject: row.subject,
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  }));
}
