import type { FastifyRequest } from 'fastify';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import type { Db } from '#api/db/client.ts';
import { otpDestinationOf, type OtpPurpose } from '#api/platform/otp/service.ts';

/**
 * The client's address. The API trusts the web app's proxy on 127.0.0.1 to pass the visitor's
 * address on (`x-forwarded-for`), so this is the visitor, not the proxy.
 */
export const byIp = (request: FastifyRequest): readonly string[] => [request.ip];

/**
 * The contacts a request body names: its mobile in E.164 (so `90000 00101` and `9000000101` count
 * together) and its lowercase email. Each is limited on its own, so changing one does not escape.
 */
export const byContact = (request: FastifyRequest): readonly string[] => {
  const body = (request.body ?? {}) as { mobile?: unknown; countryCode?: unknown; email?: unknown };
  const keys: string[] = [];
  if (typeof body.mobile === 'string' && typeof body.countryCode === 'string') {
    const mobile = toE164Mobile({ countryCode: body.countryCode, mobile: body.mobile });
    if (mobile) keys.push(mobile);
  }
  if (typeof body.email === 'string') keys.push(body.email.trim().toLowerCase());
  return keys;
};

/**
 * The number or address the body's OTP request (`otpRequestId`) was sent to, so verifying and
 * resending count against the person, however many requests an attacker opens.
 */
export const byOtpDestination =
  (db: Db, purpose: OtpPurpose | readonly OtpPurpose[]) =>
  async (request: FastifyRequest): Promise<readonly string[]> => {
    const requestId = (request.body as { otpRequestId?: unknown } | undefined)?.otpRequestId;
    if (typeof requestId !== 'string') return [];
    const destination = await otpDestinationOf(db, { requestId, purpose });
    return destination ? [destination] : [];
  };
