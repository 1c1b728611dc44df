import { OutboxMessage } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import type { Notifier } from './notifier.ts';
import { countUndeliveredDue, listDeliveredToOutbox } from './repo.ts';

/** How long the developer view waits for a message already due but still on its way. */
const IN_FLIGHT_WAIT_MS = 5000;

/**
 * What the outbox provider delivered to one number or address (addresses compared in lower case),
 * newest first. What is due is delivered first, and one still being sent (an OTP its request is
 * sending) is waited for, so a reader right after a request sees its message, not an older one.
 */
export async function listOutboxFor(
  deps: { db: Db; notifier: Notifier },
  to: string,
): Promise<OutboxMessage[]> {
  const address = to.toLowerCase();
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  await deps.notifier.deliverDue();
  while ((await countUndeliveredDue(deps.db, address)) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deps.notifier.deliverDue();
  }
  const rows = await listDeliveredToOutbox(deps.db, address);
  return rows.map((row) => ({
    to: row.to,
    channel: OutboxMessage.shape.channel.parse(row.channel),
    subject: row.subject,
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  }));
}
