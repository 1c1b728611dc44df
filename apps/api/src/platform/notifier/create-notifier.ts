import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ApiConfig } from '../../env.ts';
import type { Notifier } from './notifier.ts';
import { outboxProvider } from './outbox-provider.ts';
import { smtpProvider } from './smtp-provider.ts';
import { httpSmsProvider } from './http-sms-provider.ts';
import { withRetry } from './with-retry.ts';
import { preferencesUrl } from './unsubscribe-link.ts';
import { honourPreferences } from './honour-preferences.ts';
import { withDeliveryLimits } from './delivery-limits.ts';
import type { Clock } from '../module-deps.ts';

/**
 * Email and SMS each go to their configured provider, with retries, and carry an unsubscribe link;
 * updates and requested files to a number or address that stopped the channel are dropped first,
 * then the delivery limits (served countries, SMS budget, requested emails a day) apply.
 */
export function createNotifier(options: {
  config: ApiConfig;
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
}): Notifier {
  const { config, db, log, clock } = options;
  const outbox = outboxProvider(db, log);
  const email =
    config.EMAIL_PROVIDER === 'smtp'
      ? smtpProvider({ url: config.SMTP_URL!, from: config.MAIL_FROM, fromName: config.BRAND_NAME })
      : outbox;
  const sms =
    config.SMS_PROVIDER === 'http-sms'
      ? httpSmsProvider({
          url: config.SMS_GATEWAY_URL!,
          token: config.SMS_GATEWAY_TOKEN,
          senderId: config.SMS_SENDER_ID,
          templateId: config.SMS_DLT_TEMPLATE_ID!,
        })
      : outbox;
  const retry = { maxAttempts: config.NOTIFY_MAX_ATTEMPTS, baseDelayMs: config.NOTIFY_RETRY_BASE_MS, log };
  const byChannel = { email: withRetry(email, retry), sms: withRetry(sms, retry) };

  const withLink: Notifier = {
    send(message) {
      const link = preferencesUrl({
        webUrl: config.PUBLIC_WEB_URL,
        secret: config.JWT_SECRET,
        contact: message.to,
        now: clock(),
      });
      const footer =
        message.channel === 'sms'
          ? `\nStop SMS or calls: ${link}`
          : `\n\nTo stop calls, SMS or email from ${config.BRAND_NAME}, open ${link}`;
      return byChannel[message.channel].send({ ...message, body: `${message.body}${footer}` });
    },
  };
  return honourPreferences(
    withDeliveryLimits(withLink, {
      db,
      log,
      clock,
      limits: { smsCallingCodes: config.SMS_CALLING_CODES, smsHourlyBudget: config.SMS_HOURLY_BUDGET },
    }),
    { db, log },
  );
}
