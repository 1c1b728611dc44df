import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signature: HMAC-SHA256 of the payload with the secret, as lowercase hex. */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Whether `signature` is the HMAC of `payload`, compared in constant time so the time taken tells
 * a forger nothing about how much of a guess was right.
 */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
