import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';

const PURPOSE = 'contact-preferences';
/**
 * An unsubscribe link keeps working for 90 days after the message: well past the 30 days mail
 * rules ask for, and a leaked link does not stay usable for ever.
 */
export const PREFERENCES_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** 128 bits of HMAC-SHA256 are plenty for a link and keep an SMS short (it is billed per segment). */
const SIGNATURE_BYTES = 16;

function signature(secret: string, contact: string, expiresAt: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${contact}:${expiresAt}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/**
 * A token naming one number or address and when it stops working, signed with the API secret so
 * nobody can change someone else's preferences or stretch a link's life.
 */
export function signContactToken(options: { secret: string; contact: string; now: Date }): string {
  const expiresAt = Math.floor((options.now.getTime() + PREFERENCES_LINK_TTL_MS) / 1000).toString(36);
  const sig = signature(options.secret, options.contact, expiresAt).toString('base64url');
  return `${Buffer.from(options.contact).toString('base64url')}.${expiresAt}.${sig}`;
}

export type ContactTokenCheck =
  { valid: true; contact: string } | { valid: false; reason: 'invalid' | 'expired' };

/** The contact a token names; invalid when it was not signed by us (or was altered), expired after its time. */
export function verifyContactToken(options: { secret: string; token: string; now: Date }): ContactTokenCheck {
  const [encoded, expiresAt, sig] = options.token.split('.');
  if (!encoded || !expiresAt || !sig || !/^[0-9a-z]{1,12}$/.test(expiresAt)) {
    return { valid: false, reason: 'invalid' };
  }
  const contact = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signature(options.secret, contact, expiresAt);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'invalid' };
  }
  if (parseInt(expiresAt, 36) * 1000 <= options.now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, contact };
}

export function preferencesUrl(options: {
  webUrl: string;
  secret: string;
  contact: string;
  now: Date;
}): string {
  const url = new URL(siteUrl(options.webUrl, siteRoutes.preferences()));
  url.searchParams.set('token', signContactToken(options));
  return url.toString();
}
