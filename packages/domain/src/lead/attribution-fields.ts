// The attribution cookie's fields and its reader, free of zod: the page's script reads and writes
// the cookie on every first visit, and evaluating zod (even zod/mini) was that visit's longest task
// on Lighthouse's slowed phone. The API validates the same fields with `Attribution` (attribution.ts).

/** Campaign parameters read from a landing URL: UTM, ad details (ValueTrack-style) and click ids. */
export const CAMPAIGN_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_content',
  'utm_term',
  'ad_device',
  'ad_network',
  'ad_creative',
  'ad_placement',
  'keyword_match_type',
] as const;

/** Click ids of the ad platforms (Google, Meta, Microsoft, TikTok, LinkedIn). */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
  'li_fat_id',
] as const;

/** The first-party cookie that keeps the first visit's attribution. */
export const ATTRIBUTION_COOKIE = 'meridian_attribution';
export const ATTRIBUTION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const ATTRIBUTION_KEYS = [
  ...CAMPAIGN_PARAMS,
  ...CLICK_ID_PARAMS,
  'first_referrer',
  'landing_page',
] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export const ATTRIBUTION_VALUE_MAX_LENGTH = 500;

export type Attribution = { [K in AttributionKey]?: string };

/**
 * The attribution in a parsed cookie, by the rule of the API's `Attribution` schema: an object
 * whose known fields are text of at most 500 characters once trimmed; other fields are dropped.
 * Anything else is undefined.
 */
export function attributionFrom(value: unknown): Attribution | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (typeof field !== 'string') return undefined;
    const text = field.trim();
    if (text.length > ATTRIBUTION_VALUE_MAX_LENGTH) return undefined;
    attribution[key] = text;
  }
  return attribution;
}

/** The click id a visit carries, as `name:value` (e.g. `gclid:Cj0K…`), for `clickIdentifier`. */
export function clickIdentifierOf(attribution: Attribution): string | undefined {
  const key = CLICK_ID_PARAMS.find((k) => attribution[k]);
  return key ? `${key}:${attribution[key]}` : undefined;
}
