import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client.ts';
import type { ApiConfig } from '#api/env.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { MessageProvider, Notifier, OutgoingMessage } from './notifier.ts';
import { outboxProvider } from './outbox-provider.ts';
import { smtpProvider } from './smtp-provider.ts';
import { httpSmsProvider } from './http-sms-provider.ts';
import { preferencesUrl } from './unsubscribe-link.ts';
import { admitMessage } from './delivery-limits.ts';
import { deliverClaimed, type DeliveryDeps } from './deliver-message.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { claimDueMessages, claimMessage, insertMessage, replaceSettledBodies } from './repo.ts';

/** Messages one pass claims (and delivers side by side). */
const BATCH = 20;
/**
 * How long a claim holds: well past the providers' own timeouts (10 s), so a slow send is never
 * taken over while it runs; only a message whose process died waits this long to be tried again.
 */
const LEASE_MS = 2 * 60_000;

function providersFor(config: ApiConfig, log: FastifyBaseLogger): DeliveryDeps['providers'] {
  const outbox = outboxProvider(log);
  const email: MessageProvider =
    config.EMAIL_PROVIDER === 'smtp'
      ? smtpProvider({ url: config.SMTP_URL!, from: config.MAIL_FROM, fromName: config.BRAND_NAME })
      : outbox;
  const sms: MessageProvider =
    config.SMS_PROVIDER === 'http-sms'
      ? httpSmsProvider({
          url: config.SMS_GATEWAY_URL!,
          token: config.SMS_GATEWAY_TOKEN,
          senderId: config.SMS_SENDER_ID,
          templateId: config.SMS_DLT_TEMPLATE_ID!,
        })
      : outbox;
  return { email, sms };
}

/**
 * The notifier: messages are queued in the outbox with the change that causes them and delivered by
 * a worker that starts here, with retries and backoff (`stop` ends it, on the app's close).
 *
 * Where each rule applies: the delivery limits (served countries, SMS budget, requested emails a
 * day) when queued, since they count and refuse requests, once, in the person's answer; the
 * unsubscribe link when queued too, so the stored body is exactly what is sent; contact preferences
 * when delivered, so a channel stopped while a message waits is honoured.
 */
export function createNotifier(options: {
  config: ApiConfig;
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
}): Notifier & { stop(): Promise<void> } {
  const { config, db, log, clock } = options;
  const deliveryDeps: DeliveryDeps = {
    db,
    log,
    clock,
    providers: providersFor(config, log),
    retry: { maxAttempts: config.NOTIFY_MAX_ATTEMPTS, baseDelayMs: config.NOTIFY_RETRY_BASE_MS },
  };
  const limits = { smsCallingCodes: config.SMS_CALLING_CODES, smsHourlyBudget: config.SMS_HOURLY_BUDGET };
  const leaseUntil = () => new Date(clock().getTime() + LEASE_MS);

  const withFooter = (message: OutgoingMessage): OutgoingMessage => {
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
    return { ...message, body: `${message.body}${footer}` };
  };

  const worker = startOutboxWorker({
    pollMs: config.NOTIFY_POLL_MS,
    log,
    pass: async () => {
      const rows = await claimDueMessages(db, { now: clock(), leaseUntil: leaseUntil(), limit: BATCH });
      await Promise.all(rows.map((row) => deliverClaimed(deliveryDeps, row)));
      return rows.length === BATCH;
    },
  });

  return {
    async enqueue(tx, message) {
      if (!(await admitMessage(tx, message, { log, clock, limits }))) return undefined;
      return insertMessage(tx, withFooter(message), clock());
    },
    async sendNow(id) {
      let outcome;
      try {
        const row = await claimMessage(db, id, leaseUntil());
        // Already claimed by the worker of this or another process: it is on its way.
        if (!row) return;
        outcome = await deliverClaimed(deliveryDeps, row);
      } catch (error) {
        // The message is committed: whatever failed here, the worker delivers it.
        log.warn({ err: error, messageId: id }, 'message left to the outbox worker');
        return;
      }
      if (outcome === 'failed') throw new AppError('DELIVERY_FAILED', 'the provider refused this message');
    },
    kick() {
      void worker.kick();
    },
    deliverDue: () => worker.kick(),
    replaceSettledBodies,
    stop: () => worker.stop(),
  };
}
