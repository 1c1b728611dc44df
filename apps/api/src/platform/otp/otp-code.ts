import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_DIGITS = 6;

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/**
 * HMAC-SHA256 keyed with the API secret and bound to the request id: a leaked table row gives
 * neither the code nor a way to test guesses offline without the secret.
 */
export function hashOtp(options: { secret: string; requestId: string; code: string }): string {
  return createHmac('sha256', options.secret).update(`${options.requestId}:${options.code}`).digest('hex');
}

/** Constant-time comparison, so response timing says nothing about how many digits were right. */
export function otpMatches(options: {
  secret: string;
  requestId: string;
  code: string;
  hash: string;
}): boolean {
  const given = Buffer.from(hashOtp(options), 'hex');
  const stored = Buffer.from(options.hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
