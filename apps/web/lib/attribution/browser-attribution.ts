import { ATTRIBUTION_COOKIE, type Attribution } from '@meridian/domain/lead/attribution-fields';
import { attributionAfterVisit, attributionCookie, decodeAttribution } from './first-visit.ts';

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The first-visit attribution this browser keeps, if any. */
export function storedAttribution(): Attribution | undefined {
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.slice(ATTRIBUTION_COOKIE.length + 1);
  return decodeAttribution(cookie === undefined ? undefined : safeDecode(cookie));
}

/**
 * Keeps this visit's attribution in the cookie. Written by the page's script rather than the
 * server, so content pages are the same answer for everyone and can be cached.
 */
export function captureAttribution(): void {
  const next = attributionAfterVisit({
    url: new URL(window.location.href),
    referrer: document.referrer || null,
    stored: storedAttribution(),
  });
  if (!next) return;
  const { name, encode, options } = attributionCookie;
  document.cookie = `${name}=${encodeURIComponent(encode(next))}; path=${options.path}; max-age=${options.maxAge}; samesite=${options.sameSite}`;
}
