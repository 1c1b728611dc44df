import { SignJWT, errors, jwtVerify } from 'jose';

/** A brochure link keeps working for a week: time to open it again, not long enough to leak for ever. */
export const BROCHURE_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The audience claim: a token signed for something else (another link kind) is refused here. */
const AUDIENCE = 'brochure-download';

export interface BrochureGrant {
  universitySlug: string;
  leadId: string;
}

export type BrochureTokenCheck =
  { valid: true; grant: BrochureGrant } | { valid: false; reason: 'invalid' | 'expired' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed JWT (HS256) naming the university and the lead that asked, valid for a week from `now`. */
export function signBrochureToken(options: {
  secret: string;
  grant: BrochureGrant;
  now: Date;
}): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ lead: options.grant.leadId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.grant.universitySlug)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BROCHURE_LINK_TTL_SECONDS)
    .sign(keyOf(options.secret));
}

/**
 * What a token grants. Expired only when the signature is ours and the week is over, so the
 * page can say "ask again" rather than "not found"; anything altered or malformed is invalid.
 */
export async function verifyBrochureToken(options: {
  secret: string;
  token: string;
  now: Date;
}): Promise<BrochureTokenCheck> {
  try {
    const { payload } = await jwtVerify(options.token, keyOf(options.secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp', 'lead'],
    });
    if (typeof payload.lead !== 'string') return { valid: false, reason: 'invalid' };
    return { valid: true, grant: { universitySlug: payload.sub!, leadId: payload.lead } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid' };
    throw error;
  }
}
