import { createHash, createHmac, randomBytes } from 'node:crypto';

/** SPEC.md §9: a session lasts as long as its cookies, 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits: too many to guess, so a plain hash (no salt, no slow KDF) is enough to store. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a leaked table row cannot be used as a token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token a rotation replaces `spent` with: an HMAC of it, so every refresh of one token gets the
 * same successor (two web processes refreshing at once share one session), yet nobody without the
 * spent token and the secret can work it out.
 */
export function successorRefreshToken(secret: string, spent: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${spent}`).digest('base64url');
}
