import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * A document view link works for five minutes: long enough to open it, short enough that a copied
 * link soon stops working. It names the document only; whoever holds it may view that document.
 */
export const DOCUMENT_VIEW_TTL_SECONDS = 5 * 60;
const PURPOSE = 'document-view';

export type DocumentViewCheck =
  { valid: true; documentId: string } | { valid: false; reason: 'invalid' | 'expired' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signDocumentViewLink(options: {
  secret: string;
  documentId: string;
  now: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = issuedAt + DOCUMENT_VIEW_TTL_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.documentId)
    .setAudience(PURPOSE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(options.secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Expired only when the signature is ours and the time is over; anything altered is invalid. */
export async function verifyDocumentViewLink(options: {
  secret: string;
  token: string;
  now: Date;
}): Promise<DocumentViewCheck> {
  try {
    const { payload } = await jwtVerify(options.token, keyOf(options.secret), {
      algorithms: ['HS256'],
      audience: PURPOSE,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp'],
    });
    return { valid: true, documentId: payload.sub! };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid' };
    throw error;
  }
}
