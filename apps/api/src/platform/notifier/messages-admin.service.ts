import { pageOf, pageWindow } from '@meridian/domain/pagination';
import type { MessageListPage, MessageListQuery, MessageSummary } from '@meridian/domain/notifier/messages';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { MessageId, Notifier } from './notifier.ts';
import { copyMessage, findMessage, listMessages, requeueMessage, type MessageRow } from './repo.ts';

type SummaryRow = Omit<MessageRow, 'body' | 'attachments' | 'lockedUntil'>;

const toSummary = (row: SummaryRow): MessageSummary => ({
  id: row.id,
  to: row.to,
  channel: row.channel as MessageSummary['channel'],
  purpose: row.purpose as MessageSummary['purpose'],
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  provider: row.provider,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /lead/admin/messages`: the outbox, newest first, filtered by status, channel and recipient. */
export async function listOutboxMessages(db: Db, query: MessageListQuery): Promise<MessageListPage> {
  const { page, size, ...filter } = query;
  const { rows, total } = await listMessages(db, filter, pageWindow({ page, size }));
  return pageOf({ page, size }, rows.map(toSummary), total);
}

/**
 * `POST /lead/admin/messages/{id}/resend`: a message sent, failed or skipped goes again as a new
 * message with the same text (the original stays as the record); one still queued or being sent is
 * only woken, never doubled. An OTP's message goes again as itself, so its code stays in the one
 * row platform/otp empties once the code is of no use (then it sends that note, never a code).
 * Staff resending is not what the delivery limits stop, so they do not apply; the contact's
 * preferences still do, when it is delivered.
 */
export async function resendOutboxMessage(
  deps: { db: Db; notifier: Notifier; clock: Clock },
  id: MessageId,
): Promise<MessageSummary> {
  const original = await findMessage(deps.db, id);
  if (!original) throw new AppError('NOT_FOUND', `no message ${id}`);
  const pending = original.status === 'queued' || original.status === 'sending';
  const again = original.purpose === 'otp' ? requeueMessage : copyMessage;
  const row = pending ? original : await again(deps.db, original, deps.clock());
  deps.notifier.kick();
  return toSummary(row);
}
