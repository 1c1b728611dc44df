import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_COOKIE_MAX_AGE_SECONDS,
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
  attributionFrom,
  type Attribution,
} from '@meridian/domain/lead/attribution-fields';
import { BASE_PATH } from '@meridian/domain/base-path';

const TRACKED_PARAMS = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS] as const;

/** Reads the cookie's JSON (Next encodes cookie values itself, so callers pass the decoded text). */
export function decodeAttribution(value: string | undefined): Attribution | undefined {
  if (!value) return undefined;
  try {
    return attributionFrom(JSON.parse(value));
  } catch {
    return undefined;
  }
}

/**
 * The attribution cookie after this visit, or undefined when it stays as it is. The first visit
 * keeps its referrer and landing page for good; a later visit that arrives from a campaign (UTM
 * or click id) replaces the campaign fields, so the lead names the campaign that brought it back.
 */
export function attributionAfterVisit(visit: {
  url: URL;
  referrer: string | null;
  stored: Attribution | undefined;
}): Attribution | undefined {
  const campaign: Attribution = {};
  for (const key of TRACKED_PARAMS) {
    const value = visit.url.searchParams.get(key)?.trim().slice(0, 500);
    if (value) campaign[key] = value;
  }
  const fromCampaign = Object.keys(campaign).length > 0;
  if (visit.stored && !fromCampaign) return undefined;

  const firstVisit = visit.stored ?? {
    landing_page: `${visit.url.origin}${visit.url.pathname}${visit.url.search}`.slice(0, 500),
    ...(visit.referrer ? { first_referrer: visit.referrer.slice(0, 500) } : {}),
  };
  return { first_referrer: firstVisit.first_referrer, landing_page: firstVisit.landing_page, ...campaign };
}

export const attributionCookie = {
  name: ATTRIBUTION_COOKIE,
  encode: (value: Attribution) => JSON.stringify(value),
  // Readable by the enquiry forms' script (it holds no secret); first-party, lax, under the base path.
  options: { path: BASE_PATH, sameSite: 'lax' as const, maxAge: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS },
};
