import type { AppEnv } from '@meridian/domain/env-schemas';
import { THIRD_PARTY_SCRIPTS, type ThirdPartyScript } from '@meridian/domain/extras/third-party';
import type { WebConfig } from '@/lib/web-config.ts';

/** What each configured third-party script needs in the browser; a script left out is off. */
export interface ThirdPartySettings {
  excludedPaths: string[];
  analytics?: { measurementId: string };
  push?: { appId: string };
  monitoring?: { dsn: string; environment: AppEnv };
  performance?: { sampleRate: number };
  chat?: { phone: string; brandName: string };
}

export const configuredScripts = (settings: ThirdPartySettings): Set<ThirdPartyScript> =>
  new Set(THIRD_PARTY_SCRIPTS.filter((script) => settings[script]));

/**
 * The settings of SPEC.md §9's scripts, from the web app's configuration. The chat button belongs
 * to the site's own frame: not in the staff console, nor in a page shown inside another site.
 */
export function thirdPartySettings(config: WebConfig, options: { siteFrame: boolean }): ThirdPartySettings {
  return {
    excludedPaths: config.THIRD_PARTY_EXCLUDED_PATHS,
    ...(config.GA_MEASUREMENT_ID ? { analytics: { measurementId: config.GA_MEASUREMENT_ID } } : {}),
    ...(config.ONESIGNAL_APP_ID ? { push: { appId: config.ONESIGNAL_APP_ID } } : {}),
    ...(config.SENTRY_DSN ? { monitoring: { dsn: config.SENTRY_DSN, environment: config.APP_ENV } } : {}),
    ...(config.WEB_VITALS_SAMPLE_RATE > 0
      ? { performance: { sampleRate: config.WEB_VITALS_SAMPLE_RATE } }
      : {}),
    ...(config.CHAT_PHONE && options.siteFrame
      ? { chat: { phone: config.CHAT_PHONE, brandName: config.BRAND_NAME } }
      : {}),
  };
}
