// zod/mini: the page's script reads and writes the attribution cookie on every first visit, and
// the classic build it pulled in (112 KB unpacked) was a 300 ms task on Lighthouse's slowed phone;
// zod/mini's is 85 KB and about a third of that time. Classic schemas take it as a field.
import * as z from 'zod/mini';

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

const ATTRIBUTION_KEYS = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS, 'first_referrer', 'landing_page'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

const Value = z.string().check(z.trim(), z.maxLength(500));

/** What a lead carries about where it came from; unknown keys are dropped, never stored. */
export const Attribution = z.object(
  Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, z.optional(Value)])) as Record<
    AttributionKey,
    z.ZodMiniOptional<typeof Value>
  >,
);
export type Attribution = z.infer<typeof Attribution>;

/** The click id a visit carries, as `name:value` (e.g. `gclid:Cj0K…`), for `clickIdentifier`. */
export function clickIdentifierOf(attribution: Attribution): string | undefined {
  const key = CLICK_ID_PARAMS.find((k) => attribution[k]);
  return key ? `${key}:${attribution[key]}` : undefined;
}
