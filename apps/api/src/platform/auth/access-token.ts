import { SignJWT, errors, jwtVerify } from 'jose';
import { AccessTokenClaims } from '@meridian/domain/auth/session';

/** The audience claim: a token signed with the same secret for anything else is refused. */
const AUDIENCE = 'access';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed JWT (HS256) carrying SPEC.md §3's claims, valid `ttlSeconds` from `now`. */
export function signAccessToken(options: {
  secret: string;
  claims: AccessTokenClaims;
  now: Date;
  /** Short (`ACCESS_TOKEN_TTL_SECONDS`, 15 minutes by default), so a stolen token is of little use. */
  ttlSeconds: number;
}): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ ...options.claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .sign(keyOf(options.secret));
}

export type AccessTokenCheck =
  { valid: true; claims: AccessTokenClaims } | { valid: false; reason: 'invalid' | 'expired' };

/** The claims of a token signed by us, for us, and not expired at `now`. */
export async function verifyAccessToken(options: {
  secret: string;
  token: string;
  now: Date;
}): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(options.token, keyOf(options.secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: options.now,
      requiredClaims: ['exp'],
    });
    const claims = AccessTokenClaims.safeParse(payload);
    return claims.success ? { valid: true, claims: claims.data } : { valid: false, reason: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid' };
    throw error;
  }
}
