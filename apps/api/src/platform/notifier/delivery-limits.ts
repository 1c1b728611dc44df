import type { FastifyBaseLogger } from 'fastify';
import { isSmsServed } from '@meridian/domain/lead/phone';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { rateLimit } from '#api/platform/rate-limit/rate-limit.ts';
import type { OutgoingMessage } from './notifier.ts';

/** Files a person asks for by email (brochures, e-books): a few a day each, so a form cannot mail-bomb anyone. */
export const REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY = 5;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface DeliveryLimits {
  /** The calling codes SMS may go to (`SMS_CALLING_CODES`). */
  smsCallingCodes: readonly string[];
  /** SMS per hour for the whole site (`SMS_HOURLY_BUDGET`). */
  smsHourlyBudget: number;
}

/** Whether an E.164 number is in a country the site sends SMS to. */
export const smsServed = (limits: DeliveryLimits, e164: string) => isSmsServed(e164, limits.smsCallingCodes);

/**
 * The toll-fraud and mail-bomb stops, applied when a message is queued (issue 19): SMS only to the
 * served countries and within the site's hourly budget (past it nothing is sent and an alert is
 * logged), and requested emails a few per recipient per day. They count requests for messages, so
 * they run once per message at enqueue, in its transaction: a retry never spends the budget again,
 * and an OTP or a requested file refused is the person's error (400 or 429 in the catalogue's words),
 * answered at once with nothing queued. An update refused is not queued; it is logged. Answers
 * whether the message may be queued.
 */
export async function admitMessage(
  tx: Db | Tx,
  message: OutgoingMessage,
  options: { log: FastifyBaseLogger; clock: Clock; limits: DeliveryLimits },
): Promise<boolean> {
  const { log, clock, limits } = options;
  const count = (scope: string, key: string, limit: number, windowSeconds: number) =>
    rateLimit(tx, { scope, key, limit, windowSeconds, now: clock() });

  const refusal = async (): Promise<AppError | undefined> => {
    if (message.channel === 'sms') {
      if (!smsServed(limits, message.to)) {
        const codes = limits.smsCallingCodes;
        const listed = codes.length > 1 ? `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}` : codes[0];
        return new AppError('SMS_COUNTRY_NOT_SERVED', `we send the OTP only to numbers starting ${listed}`, {
          field: 'mobile',
        });
      }
      const budget = await count('sms-budget', 'all', limits.smsHourlyBudget, HOUR);
      if (!budget.allowed) {
        log.error(
          {
            alert: 'sms-budget-exhausted',
            budget: limits.smsHourlyBudget,
            resumesInSeconds: budget.retryAfterSeconds,
          },
          'ALERT: the hourly SMS budget is spent; no SMS is sent until the hour ends',
        );
        return new AppError('SMS_BUDGET_EXHAUSTED');
      }
      return undefined;
    }
    if (message.purpose !== 'requested') return undefined;
    const verdict = await count('requested-email', message.to, REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY, DAY);
    return verdict.allowed ? undefined : new AppError('TOO_MANY_REQUESTS');
  };

  const refused = await refusal();
  if (!refused) return true;
  if (message.purpose !== 'update') throw refused;
  log.warn(
    { channel: message.channel, purpose: message.purpose, errorCode: refused.code },
    'message not sent',
  );
  return false;
}
