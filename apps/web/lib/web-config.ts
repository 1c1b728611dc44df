import { z } from 'zod';
import { AppEnv, BrandSettings, Port, parseEnv } from '@meridian/domain/env-schemas';
import { SERVICES, type ServiceName } from '@meridian/domain/health';

const Url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const serviceUrlVars = Object.fromEntries(
  SERVICES.map((s) => [`${s.toUpperCase()}_API_URL`, Url.optional()]),
) as Record<`${Uppercase<ServiceName>}_API_URL`, z.ZodOptional<typeof Url>>;

const WebEnvSchema = z.object({
  APP_ENV: AppEnv.default('development'),
  PORT: Port.default(3000),
  API_URL: Url.default('http://127.0.0.1:4000'),
  ...serviceUrlVars,
  META_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  ...BrandSettings,
});

export type WebConfig = z.infer<typeof WebEnvSchema> & { serviceUrls: Record<ServiceName, string> };

/** Reads the web app's settings from environment variables (defaults run locally). */
export function parseWebConfig(source: Record<string, string | undefined>): WebConfig {
  const env = parseEnv(WebEnvSchema, source);
  const trim = (url: string) => url.replace(/\/+$/, '');
  // A service lives at API_URL/{service} until its own *_API_URL moves it elsewhere (SPEC.md §7).
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [
      s,
      trim(env[`${s.toUpperCase() as Uppercase<ServiceName>}_API_URL`] ?? `${trim(env.API_URL)}/${s}`),
    ]),
  ) as Record<ServiceName, string>;
  return { ...env, serviceUrls };
}
