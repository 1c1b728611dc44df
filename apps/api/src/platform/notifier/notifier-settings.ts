import { z } from 'zod';
import { ConfigError } from '@meridian/domain/env-schemas';

const OptionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Mail and SMS delivery (outbox by default, so development and tests need no outside service). */
export const NotifierSettings = {
  PUBLIC_WEB_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://127.0.0.1:3000'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMS_PROVIDER: z.enum(['outbox', 'http-sms']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.email().default('no-reply@meridian.study'),
  SMS_GATEWAY_URL: OptionalUrl,
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be six capital letters (a DLT-registered header)')
    .default('MRDIAN'),
  SMS_DLT_TEMPLATE_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the numeric DLT template id')
    .optional(),
  /** Attempts per message before it is marked failed (with the default backoff, about 35 minutes of tries). */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(10),
  /** The wait after the first failed attempt; it doubles after each (up to 15 minutes), with jitter. */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How often the outbox worker looks for due messages besides being woken by each new one. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
};

type Settings = z.infer<z.ZodObject<typeof NotifierSettings>>;

/**
 * A provider chosen without what it needs stops start-up with one line naming the variable. In
 * production the outbox is refused: it delivers nothing, so students would be told an OTP was sent.
 */
export function checkNotifierSettings(env: Settings & { APP_ENV: string }): void {
  const missing = (name: string, provider: string) =>
    new ConfigError(`Invalid configuration: ${name}: required when ${provider}`);
  if (env.APP_ENV === 'production') {
    if (env.EMAIL_PROVIDER === 'outbox')
      throw new ConfigError('Invalid configuration: EMAIL_PROVIDER: must be smtp when APP_ENV is production');
    if (env.SMS_PROVIDER === 'outbox')
      throw new ConfigError(
        'Invalid configuration: SMS_PROVIDER: must be http-sms when APP_ENV is production',
      );
  }
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) throw missing('SMTP_URL', 'EMAIL_PROVIDER is smtp');
  if (env.SMS_PROVIDER === 'http-sms') {
    if (!env.SMS_GATEWAY_URL) throw missing('SMS_GATEWAY_URL', 'SMS_PROVIDER is http-sms');
    if (!env.SMS_DLT_TEMPLATE_ID) throw missing('SMS_DLT_TEMPLATE_ID', 'SMS_PROVIDER is http-sms');
  }
}
