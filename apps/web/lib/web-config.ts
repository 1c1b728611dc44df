import { z } from 'zod';
import {
  AppEnv,
  BrandSettings,
  ConfigError,
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
import { deploymentEnv } from '@meridian/domain/deployment-env';
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
  /** Unset, development, unless PUBLIC_WEB_URL is a production host (SPEC.md §9). */
  APP_ENV: AppEnv.optional(),
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
  /** OneSignal app id: web push notifications, offered only when set. */
  ONESIGNAL_APP_ID: z.uuid('must be the OneSignal app id (a UUID)').optional(),
  /** Sentry DSN of the browser project: the error reporter loads only when set. */
  SENTRY_DSN: z
    .url({ protocol: /^https$/, error: 'must be the https DSN of a Sentry project' })
    .refine((dsn) => new URL(dsn).username !== '', 'must be the https DSN of a Sentry project')
    .optional(),
  /** Share of page views (0 to 1) whose web vitals are measured and sent to the API; 0 is off. */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** WhatsApp number of the chat button (SPEC.md §9 fixed chat phone), in E.164; unset, no button. */
  CHAT_PHONE: PhoneE164.optional(),
  /** The parent company's site (SPEC.md §2 simpler menu, More); unset, the menu has no link to it. */
  PARENT_SITE_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  /** The parent site's name in its menu link ("Visit {name}"); unset, the link names its host. */
  PARENT_SITE_NAME: z.string().trim().min(1).optional(),
  /** Paths (under the base path) where no third-party script loads; `*` matches a prefix. */
  THIRD_PARTY_EXCLUDED_PATHS: CommaList.prefault('/enquiry*,/profile,/payments,/booster-program,/admin'),
  /**
   * Domain of the session cookies (SPEC.md §9: one per environment), e.g. `.meridian.study` to share
   * the session with the regional subdomains; unset, the cookies belong to the host that set them.
   */
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as .meridian.study')
    .optional(),
  ...BrandSettings,
  ...UploadSettings,
  ...SecuritySettings,
  ...ContentRevalidationSettings,
});

export type WebConfig = Omit<z.infer<typeof WebEnvSchema>, 'APP_ENV'> & {
  APP_ENV: AppEnv;
  serviceUrls: Record<ServiceName, string>;
  trustedProxies: TrustedProxies;
};

/** Reads the web app's settings from environment variables (defaults run locally). */
export function parseWebConfig(source: Record<string, string | undefined>): WebConfig {
  const env = parseEnv(WebEnvSchema, source);
  const publicHost = new URL(env.PUBLIC_WEB_URL).hostname;
  const cookieDomain = env.COOKIE_DOMAIN?.replace(/^\./, '').toLowerCase();
  // A browser drops a cookie for a domain the site is not on: nobody could stay signed in.
  if (cookieDomain && publicHost !== cookieDomain && !publicHost.endsWith(`.${cookieDomain}`)) {
    throw new ConfigError(
      `Invalid configuration: COOKIE_DOMAIN: must be the host of PUBLIC_WEB_URL (${publicHost}) or a domain above it (got "${env.COOKIE_DOMAIN}")`,
    );
  }
  const trim = (url: string) => url.replace(/\/+$/, '');
  // A service lives at API_URL/{service} until its own *_API_URL moves it elsewhere (SPEC.md §7).
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [
      s,
      trim(env[`${s.toUpperCase() as Uppercase<ServiceName>}_API_URL`] ?? `${trim(env.API_URL)}/${s}`),
    ]),
  ) as Record<ServiceName, string>;
  return {
    ...env,
    APP_ENV: deploymentEnv(env.APP_ENV, env.PUBLIC_WEB_URL) ?? 'development',
    serviceUrls,
    trustedProxies: trustedProxies(env.WEB_TRUSTED_PROXIES),
  };
}
