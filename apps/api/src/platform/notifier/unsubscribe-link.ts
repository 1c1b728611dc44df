import { createHmac, timingSafeEqual } from 'node:crypto';
import { BASE_PATH } from '@meridian/domain/base-path';

const PURPOSE = 'contact-preferences';

function signature(secret: string, contact: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${contact}`).digest();
}

/** A token naming one number or address, signed so nobody can change someone else's preferences. */
export function signContactToken(secret: string, contact: string): string {
  return `${Buffer.from(contact).toString('base64url')}.${signature(secret, contact).toString('base64url')}`;
}

/** The contact a token names, or undefined when it was not signed by us. */
export function verifyContactToken(secret: string, token: string): string | undefined {
  const [encoded, sig] = token.split('.');
  if (!encoded || !sig) return undefined;
  const contact = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signature(secret, contact);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? contact : undefined;
}

export function preferencesUrl(options: { webUrl: string; secret: string; contact: string }): string {
  const url = new URL(`${BASE_PATH}/preferences`, options.webUrl);
  url.searchParams.set('token', signContactToken(options.secret, options.contact));
  return url.toString();
}
