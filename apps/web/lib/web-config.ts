import { z } from 'zod';
import {
  AppEnv,
  BrandSettings,
  CommaList,
  ContentRevalidationSettings,
  Port,
  ProxyAddresses,
  UploadSettings,
  parseEnv,
  PhoneE164,
} from '@meridian/domain/env-schemas';
import { SERVICES, type ServiceName } from '@meridian/domain/health';
import { SecuritySettings } from '@meridian/domain/security-headers';
import { Region } from '@meridian/domain/region/regions';
import { YouTubeVideoId } from '@meridian/domain/home/schemas';
import { REGIONAL_PHONE_KEYS } from '@meridian/domain/contact';
import { trustedProxies, type TrustedProxies } from './visitor/visitor-address.ts';

const Url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const serviceUrlVars = Object.fromEntries(
  SERVICES.map((s) => [`${s.toUpperCase()}_API_URL`, Url.optional()]),
) as Record<`${Uppercase<ServiceName>}_API_URL`, z.ZodOptional<typeof Url>>;

// PHONE_IN is a brand setting (the API's PDFs name it too); the other regions' numbers are the web's alone.
const regionPhoneVars = Object.fromEntries(
  REGIONAL_PHONE_KEYS.filter((key) => key !== 'IN').map((key) => [`PHONE_${key}`, PhoneE164.optional()]),
) as Record<`PHONE_${Exclude<(typeof REGIONAL_PHONE_KEYS)[number], 'IN'>}`, z.ZodOptional<typeof PhoneE164>>;

/** Every variable the web app reads (exported for the test that holds docs/configuration.md to it). */
export const WebEnvSchema = z.object({
  APP_ENV: AppEnv.default('development'),
  PORT: Port.default(3000),
  API_URL: Url.default('http://127.0.0.1:4000'),
  /** The site's public address: canonical links, sitemaps and structured data name it, never a request's host. */
  PUBLIC_WEB_URL: Url.default('http://127.0.0.1:3000'),
  /**
   * The front proxies (balancers) whose `x-forwarded-for` names the visitor the API's per-address
   * limits count; unset, the connection's peer is the visitor and any such header is ignored.
   */
  WEB_TRUSTED_PROXIES: ProxyAddresses.default([]),
  ...serviceUrlVars,
  META_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Forces the region regardless of host (vn, sa or default), e.g. for a regional deployment. */
  REGION: Region.optional(),
  /** Footer numbers of the regions besides India (SPEC.md §9), in E.164; unset ones are not shown. */
  ...regionPhoneVars,
  /** YouTube id of the promo video popup; unset means no popup. */
  PROMO_VIDEO_ID: YouTubeVideoId.optional(),
  PROMO_VIDEO_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  PROMO_VIDEO_TITLE: z.string().min(1).default('How our counsellors help you study abroad'),
  /** Past webinars play their YouTube recording in the page (privacy-enhanced player); off links to it. */
  WEBINAR_YOUTUBE_EMBED: z.stringbool().default(false),
  /** Google Analytics 4 measurement id; unset means no third-party analytics script. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,12}$/, 'must look like G-XXXXXXX')
    .optional(),
  /** Paths (under the base path) where no third-party script loads; `*` matches a prefix. */
  THIRD_PARTY_EXCLUDED_PATHS: CommaList.prefault('/enquiry*,/profile,/payments,/booster-program'),
  ...BrandSettings,
  ...UploadSettings,
  ...SecuritySettings,
  ...ContentRevalidationSettings,
});

export type WebConfig = z.infer<typeof WebEnvSchema> & {
  serviceUrls: Record<ServiceName, string>;
  trustedProxies: TrustedProxies;
};

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
  return { ...env, serviceUrls, trustedProxies: trustedProxies(env.WEB_TRUSTED_PROXIES) };
}
