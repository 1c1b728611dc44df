import type { MessageAttachment, MessageChannel } from '@meridian/domain/lead/schemas';

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

/** Delivers one message or throws `DeliveryError`; every provider (outbox, smtp, http-sms) has this shape. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
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
