import { clickIdentifierOf } from '@meridian/domain/lead/attribution-fields';
import type { ExtraFields } from '@meridian/domain/lead/schemas';
import { storedAttribution } from '@/lib/attribution/browser-attribution.ts';

/**
 * What every lead form sends about where the person came from: the first-visit cookie the page
 * keeps, the page the form is on, and which form it was.
 */
export function trackingFields(source: string): {
  source: string;
  platForm: string;
  clickIdentifier?: string;
  extraFields: ExtraFields;
} {
  const attribution = storedAttribution() ?? {};
  const clickIdentifier = clickIdentifierOf(attribution);
  return {
    source,
    platForm: 'web',
    ...(clickIdentifier ? { clickIdentifier } : {}),
    extraFields: { ...attribution, platformUrl: window.location.href.slice(0, 1000) },
  };
}
