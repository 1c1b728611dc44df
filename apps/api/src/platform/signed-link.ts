import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Signed links: a token that grants one thing (a brochure, an e-book, a contact's preferences, a
 * document view…) for a while, with nothing stored to remember it.
 *
 * The format is compact HMAC-SHA256, not a JWT: `{claims}.{expiry}.{signature}`, where claims are
 * base64url JSON, the expiry is base-36 Unix seconds and the signature is the first 128 bits of
 * HMAC-SHA256 over the purpose, claims and expiry. A link to stop SMS goes at the end of every SMS,
 * billed per 160-character segment: this token is about 60 characters where an HS256 JWT with the
 * same claims is about 160. The purpose is signed but not sent, so a token made for one purpose
 * never verifies for another, and 128 bits are plenty for a link nobody can try online at scale.
 */

/** What a link names: a flat JSON object, kept small (it travels inside the link). */
export type LinkClaims = Record<string, string | number | boolean>;

/**
 * One kind of link, declared once beside the module that serves it: what it is for, how long it
 * works and the claims it carries.
 */
export interface LinkKind<T extends LinkClaims> {
  purpose: string;
  ttlSeconds: number;
  claims: z.ZodType<T>;
}

export type LinkCheck<T> = { valid: true; claims: T } | { valid: false; reason: 'expired' | 'invalid' };

const SIGNATURE_BYTES = 16;
const EXPIRY = /^[0-9a-z]{1,12}$/;

function signatureOf(secret: string, purpose: string, claims: string, expiry: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${purpose}.${claims}.${expiry}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/** A token granting `claims` for the kind's purpose, from `now` for its time to live (whole seconds). */
export function signLink<T extends LinkClaims>(options: {
  kind: LinkKind<T>;
  secret: string;
  claims: T;
  now: Date;
}): { token: string; expiresAt: Date } {
  const { kind } = options;
  const expiresAtSeconds = Math.floor(options.now.getTime() / 1000) + kind.ttlSeconds;
  const claims = Buffer.from(JSON.stringify(options.claims)).toString('base64url');
  const expiry = expiresAtSeconds.toString(36);
  const signature = signatureOf(options.secret, kind.purpose, claims, expiry).toString('base64url');
  return { token: `${claims}.${expiry}.${signature}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/**
 * What a token grants as a link of this kind at `now`. Expired only when the signature is ours and
 * the time is over, so a page can say "ask again" rather than "not valid"; anything altered, cut
 * short, signed for another purpose or naming claims of the wrong shape is invalid.
 */
export function verifyLink<T extends LinkClaims>(options: {
  kind: LinkKind<T>;
  secret: string;
  token: string;
  now: Date;
}): LinkCheck<T> {
  const { kind } = options;
  const invalid = { valid: false, reason: 'invalid' } as const;
  const [claims, expiry, signature, ...rest] = options.token.split('.');
  if (!claims || !expiry || !signature || rest.length > 0 || !EXPIRY.test(expiry)) return invalid;
  // Compared as text: decoding would let the spare bits of the last character differ unnoticed.
  const expected = Buffer.from(
    signatureOf(options.secret, kind.purpose, claims, expiry).toString('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  if (parseInt(expiry, 36) * 1000 <= options.now.getTime()) return { valid: false, reason: 'expired' };
  const parsed = kind.claims.safeParse(parseJson(Buffer.from(claims, 'base64url').toString('utf8')));
  return parsed.success ? { valid: true, claims: parsed.data } : invalid;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What signs and checks the links a module sends: the app's secret and its clock. */
type AppLinkDeps = { config: { JWT_SECRET: string }; clock: () => Date };

/** A link of this kind granting `claims`, signed with the app's secret from now. */
export const signAppLink = <T extends LinkClaims>(deps: AppLinkDeps, kind: LinkKind<T>, claims: T) =>
  signLink({ kind, secret: deps.config.JWT_SECRET, claims, now: deps.clock() });

/** What a token grants now as a link of this kind signed with the app's secret. */
export const verifyAppLink = <T extends LinkClaims>(deps: AppLinkDeps, kind: LinkKind<T>, token: string) =>
  verifyLink({ kind, secret: deps.config.JWT_SECRET, token, now: deps.clock() });

/**
 * The claims of a link that serves a file or a page: an expired link is 410 (the page says to ask
 * again), any other refusal 404, so an altered link reveals nothing.
 */
export function linkClaimsOrThrow<T>(check: LinkCheck<T>, what: string): T {
  if (check.valid) return check.claims;
  if (check.reason === 'expired') throw new AppError('LINK_EXPIRED', `${what} expired`);
  throw new AppError('NOT_FOUND', `no such ${what}`);
}
