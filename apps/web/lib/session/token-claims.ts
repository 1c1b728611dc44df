import { AccessTokenClaims } from '@meridian/domain/auth/session';

/**
 * The claims an access token carries (SPEC.md §3), read without checking the signature: the web
 * only needs the user id to ask the API, which checks the token itself. Undefined when the token
 * cannot be read, which SPEC.md §8 answers with a logout.
 */
export function readTokenClaims(token: string | undefined): AccessTokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = AccessTokenClaims.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
