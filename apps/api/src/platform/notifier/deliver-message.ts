import type { FastifyBaseLogger } from 'fastify';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { DeliveryError, type MessageProvider, type MessagePurpose, type StoredMessage } from './notifier.ts';
import { stoppedByContact } from './honour-preferences.ts';
import { finishAttempt, type MessageRow } from './repo.ts';

/** The longest wait between two attempts, however many failed. */
const MAX_BACKOFF_MS = 15 * 60_000;
const LAST_ERROR_LENGTH = 500;

/** Exponential backoff with jitter (base, 2×base, 4×base…, each between half and all of it). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  return delay / 2 + Math.random() * (delay / 2);
}

export interface DeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  providers: Record<StoredMessage['channel'], MessageProvider>;
  retry: { maxAttempts: number; baseDelayMs: number };
}

const stored = (row: MessageRow): StoredMessage => ({
  id: row.id,
  createdAt: row.createdAt,
  channel: row.channel as StoredMessage['channel'],
  purpose: row.purpose as MessagePurpose,
  to: row.to,
  ...(row.subject === null ? {} : { subject: row.subject }),
  body: row.body,
  attachments: row.attachments as MessageAttachment[],
});

/**
 * One attempt at a claimed message, and its outcome recorded: sent; skipped (the contact stopped
 * the channel since it was queued); queued again after a backoff; or failed for good, when the
 * provider refuses it as wrong or the attempts are spent. Every failed attempt is a warning with its
 * channel and attempt, giving up an error, so an outage shows in the logs as it happens.
 */
export async function deliverClaimed(
  deps: DeliveryDeps,
  row: MessageRow,
): Promise<'sent' | 'skipped' | 'queued' | 'failed'> {
  const { db, log, clock } = deps;
  const message = stored(row);
  const context = { messageId: row.id, channel: message.channel, purpose: message.purpose };
  if (await stoppedByContact(db, message)) {
    log.info(context, 'message skipped: the contact has stopped this channel');
    await finishAttempt(db, row.id, { status: 'skipped', lastError: 'the contact stopped this channel' });
    return 'skipped';
  }
  const provider = deps.providers[message.channel];
  try {
    await provider.send(message);
  } catch (error) {
    const failure =
      error instanceof DeliveryError
        ? error
        : new DeliveryError('provider failed', { retryable: true, cause: error });
    const lastError = `${provider.name}: ${failure.message}`.slice(0, LAST_ERROR_LENGTH);
    const willRetry = failure.retryable && row.attempts < deps.retry.maxAttempts;
    log.warn({ ...context, err: failure, attempt: row.attempts, willRetry }, 'message delivery failed');
    if (willRetry) {
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(row.attempts, deps.retry.baseDelayMs));
      await finishAttempt(db, row.id, { status: 'queued', nextAttemptAt, lastError });
      return 'queued';
    }
    log.error({ ...context, err: failure, attempts: row.attempts }, 'message not delivered: giving up');
    await finishAttempt(db, row.id, { status: 'failed', lastError });
    return 'failed';
  }
  await finishAttempt(db, row.id, { status: 'sent', provider: provider.name, sentAt: clock() });
  return 'sent';
}
