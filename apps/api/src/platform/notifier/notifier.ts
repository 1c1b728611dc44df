import type { MessageAttachment, MessageChannel } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';

/**
 * Why a message goes: an `otp` always goes; a `requested` file such as a brochure link (a few a day
 * per address) and an `update` (confirmation, news of an enquiry) are skipped when their number or
 * address has stopped that channel.
 */
export type MessagePurpose = 'otp' | 'requested' | 'update';

export interface OutgoingMessage {
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** E.164 number for sms, lowercase address for email. */
  to: string;
  subject?: string;
  body: string;
  /** Files sent with an email (a calendar entry); SMS carries none. */
  attachments?: readonly MessageAttachment[];
}

/** The id of a message in the outbox. */
export type MessageId = number;

/** A message as the outbox holds it: its id and time travel to the provider (the SMTP Message-ID). */
export type StoredMessage = OutgoingMessage & { id: MessageId; createdAt: Date };

/** One way out (outbox, smtp, http-sms): delivers one message or throws `DeliveryError`. */
export interface MessageProvider {
  readonly name: 'outbox' | 'smtp' | 'http-sms';
  send(message: StoredMessage): Promise<void>;
}

/**
 * How services send: a message is written to the outbox in the transaction of the change that
 * causes it, so it exists exactly when that change does, and the worker delivers it after commit.
 */
export interface Notifier {
  /**
   * Records the message in the caller's transaction. An OTP or a requested file past a delivery
   * limit throws the person's error (rolling the change back); an update past one is skipped and
   * logged (undefined).
   */
  enqueue(tx: Db | Tx, message: OutgoingMessage): Promise<MessageId | undefined>;
  /**
   * After commit: delivers this message now, for a person waiting for it (an OTP). A failure that a
   * retry may cure leaves it queued for the worker and returns; only a message that can never be
   * delivered is `DELIVERY_FAILED`.
   */
  sendNow(id: MessageId): Promise<void>;
  /** After commit: wakes the worker, so what was queued goes without waiting for the next poll. */
  kick(): void;
  /** Delivers every message due now and waits for it (the developer views read after it). */
  deliverDue(): Promise<void>;
  /**
   * Replaces the body of those of `ids` no longer waiting to go (sent, failed or skipped) with
   * `body`, keeping the row as the record; answers which it replaced. A message still to be
   * delivered keeps its body.
   */
  replaceSettledBodies(db: Db | Tx, ids: readonly MessageId[], body: string): Promise<MessageId[]>;
}

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  /** False when trying again cannot help (e.g. the gateway rejected the request as malformed). */
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
  }
}
