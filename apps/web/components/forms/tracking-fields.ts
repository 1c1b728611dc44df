import { ATTRIBUTION_COOKIE, clickIdentifierOf } from '@meridian/domain/lead/attribution';
import type { ExtraFields } from '@meridian/domain/lead/schemas';
import { decodeAttribution } from '@/lib/attribution/first-visit.ts';

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * What every lead form sends about where the person came from: the first-visit cookie the proxy
 * keeps, the page the form is on, and which form it was.
 */
export function trackingFields(source: string): {
  source: string;
  platForm: string;
  clickIdentifier?: string;
  extraFields: ExtraFields;
} {
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.slice(ATTRIBUTION_COOKIE.length + 1);
  const attribution = decodeAttribution(cookie === undefined ? undefined : safeDecode(cookie)) ?? {};
  const clickIdentifier = clickIdentifierOf(attribution);
  return {
    source,
    platForm: 'web',
    ...(clickIdentifier ? { clickIdentifier } : {}),
    extraFields: { ...attribution, platformUrl: window.location.href.slice(0, 1000) },
  };
}
