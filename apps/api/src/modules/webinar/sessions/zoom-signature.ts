import { SignJWT } from 'jose';

/** Zoom's documented lifetime bounds: at least 30 minutes, at most 48 hours; two hours covers a session. */
const SIGNATURE_TTL_SECONDS = 2 * 60 * 60;

/**
 * A Meeting SDK signature as Zoom documents it: an HS256 JWT signed with the SDK secret whose
 * payload carries the SDK key (`appKey` and `sdkKey`), the meeting number (`mn`), the role (0 to
 * join, 1 to host) and `iat`/`exp`/`tokenExp`; `iat` is set 30 seconds back for clock skew.
 */
export async function zoomSdkSignature(options: {
  sdkKey: string;
  sdkSecret: string;
  meetingNumber: string;
  role: 0 | 1;
  now: Date;
}): Promise<string> {
  const iat = Math.floor(options.now.getTime() / 1000) - 30;
  const exp = iat + SIGNATURE_TTL_SECONDS;
  return new SignJWT({
    appKey: options.sdkKey,
    sdkKey: options.sdkKey,
    mn: options.meetingNumber,
    role: options.role,
    tokenExp: exp,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(options.sdkSecret));
}
