import { SignJWT } from 'jose';

/** Long enough to open the learning platform from the link, short enough to be useless later. */
const IAM_TOKEN_TTL_SECONDS = 5 * 60;
/** A different audience from access tokens, so this token opens nothing on this API. */
const AUDIENCE = 'iam';

/** SPEC.md §7 sso/token: the IAM token another service of the group signs a person in with. */
export function signIamToken(options: { secret: string; ssoUserId: string; now: Date }): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.ssoUserId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + IAM_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(options.secret));
}
