import nodemailer from 'nodemailer';
import { DeliveryError, type Notifier } from './notifier.ts';

/** Email through any SMTP server (nodemailer). A 5xx reply is permanent; anything else is retried. */
export function smtpProvider(options: { url: string; from: string; fromName: string }): Notifier {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      if (message.channel !== 'email') {
        throw new DeliveryError('the smtp provider sends email only', { retryable: false });
      }
      try {
        await transport.sendMail({
          from: { name: options.fromName, address: options.from },
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
