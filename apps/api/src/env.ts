import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  AppEnv,
  BrandSettings,
  CommaList,
  ConfigError,
  ContentRevalidationSettings,
  Port,
  ProxyAddresses,
  parseEnv,
} from '@meridian/domain/env-schemas';
import { parseInternationalMobile } from '@meridian/domain/lead/phone';
import { deploymentEnv } from '@meridian/domain/deployment-env';
import { ContentRevalidationTarget } from './platform/content-revalidation.ts';
import { NotifierSettings, checkNotifierSettings } from './platform/notifier/notifier-settings.ts';
import { SecuritySettings } from '@meridian/domain/security-headers';
import { StorageSettings, checkStorageSettings } from './platform/storage/storage-settings.ts';
import { AbuseSettings } from './platform/rate-limit/abuse-settings.ts';
import { PaymentSettings, checkPaymentSettings } from './modules/payment/gateway/payment-settings.ts';

/** Comma-separated E.164 mobiles, each a valid mobile number. */
const AdminMobiles = CommaList.pipe(
  z.array(
    z
      .string()
      .refine(
        (entry) => parseInternationalMobile(entry) !== undefined,
        'must list mobile numbers in international form (e.g. +919000000401), separated by commas',
      ),
  ),
);

/** Every variable the API reads (exported for the test that holds docs/configuration.md to it). */
export const ApiEnvSchema = z.object({
  /** Required unless NODE_ENV says development or test: a deployment that forgets it must not open `/dev/*`. */
  APP_ENV: AppEnv.optional(),
  NODE_ENV: z.string().optional(),
  API_PORT: Port.default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token; the refresh token renews it. Tests shorten it to see a refresh. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /**
   * The web servers whose `x-forwarded-for` (the visitor's address, for rate limits) the API
   * believes: comma-separated addresses or CIDR ranges, or `loopback` for a web app on this host.
   * Any other caller is counted by its own address, whatever it claims.
   */
  TRUSTED_PROXIES: ProxyAddresses.pipe(z.array(z.string()).min(1)).default(['loopback']),
  /**
   * The developer views (`/dev/*`: sent messages with their OTPs, leads) and the `/docs` page.
   * Unset, they are on in development only; never in production.
   */
  DEV_ROUTES: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The first admins of a production start: on every start each such mobile has an account (made
   * if missing) holding `admin`, so nobody needs SQL to get in (issue 30).
   */
  ADMIN_MOBILES: AdminMobiles.default([]),
  /** Articles and exam pages whose facts were checked longer ago than this are listed for editors. */
  CONTENT_STALE_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Zoom Meeting SDK app credentials; without both, sessions use their join links only. */
  ZOOM_SDK_KEY: z.string().min(1).optional(),
  ZOOM_SDK_SECRET: z.string().min(1).optional(),
  ...BrandSettings,
  ...SecuritySettings,
  ...NotifierSettings,
  ...StorageSettings,
  ...AbuseSettings,
  ...PaymentSettings,
  ...ContentRevalidationSettings,
  ...ContentRevalidationTarget,
});

export type ApiConfig = Omit<
  z.infer<typeof ApiEnvSchema>,
  'APP_ENV' | 'NODE_ENV' | 'JWT_SECRET' | 'DATA_DIR' | 'DEV_ROUTES'
> & {
  APP_ENV: AppEnv;
  DATA_DIR: string;
  JWT_SECRET: string;
  DEV_ROUTES: boolean;
};

/** Outside production the signing secret is generated once and kept under DATA_DIR, so tokens survive restarts. */
function storedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A production host (SPEC.md §9: `prod-`, `prod.`, `ww2.`) is production whatever else is set. A
 * missing APP_ENV is development only in a developer's or a test runner's process (`npm start`
 * sets it for the local run); anywhere else the API refuses to start rather than open the
 * developer views (issue 28).
 */
function appEnvOf(env: {
  APP_ENV?: AppEnv | undefined;
  NODE_ENV?: string | undefined;
  PUBLIC_WEB_URL: string;
}): AppEnv {
  const named = deploymentEnv(env.APP_ENV, env.PUBLIC_WEB_URL);
  if (named) return named;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return 'development';
  throw new ConfigError(
    'Invalid configuration: APP_ENV: required (development, staging or production) unless NODE_ENV is development or test',
  );
}

export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const { NODE_ENV, ...parsed } = parseEnv(ApiEnvSchema, source);
  const env = { ...parsed, APP_ENV: appEnvOf({ ...parsed, NODE_ENV }) };
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.APP_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: required when APP_ENV is production');
  }
  if (env.APP_ENV === 'production' && env.DEV_ROUTES === 'true') {
    throw new ConfigError('Invalid configuration: DEV_ROUTES: must not be true when APP_ENV is production');
  }
  checkNotifierSettings(env);
  checkStorageSettings(env);
  checkPaymentSettings(env);
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? storedJwtSecret(dataDir),
    DEV_ROUTES: env.DEV_ROUTES === undefined ? env.APP_ENV === 'development' : env.DEV_ROUTES === 'true',
  };
}
