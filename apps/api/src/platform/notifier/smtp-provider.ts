import nodemailer from 'nodemailer';
import { DeliveryError, type MessageProvider } from './notifier.ts';

/**
 * Connecting, the greeting and any silence past this fail the attempt (nodemailer's own defaults run to
 * minutes): an OTP's first attempt is made while the person waits, and the worker retries it later.
 */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Email through any SMTP server (nodemailer). A 5xx reply is permanent; anything else is retried. The
 * outbox id and time make the Message-ID, so a copy sent again after a lost acknowledgement is the same mail.
 */
export function smtpProvider(options: { url: string; from: string; fromName: string }): MessageProvider {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = options.from.split('@')[1];
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') {
        throw new DeliveryError('the smtp provider sends email only', { retryable: false });
      }
      try {
        await transport.sendMail({
          from: { name: options.fromName, address: options.from },
          messageId: `<outbox-${message.id}.${message.createdAt.getTime()}@${domain}>`,
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
            ...(a.encoding ? { encoding: a.encoding } : {}),
          })),
        });
      } catch (cause) {
        const code = (cause as { responseCode?: number }).responseCode;
        throw new DeliveryError(`smtp send failed${code ? ` (${code})` : ''}`, {
          retryable: !(code && code >= 500),
          cause,
        });
      }
    },
  };
}
