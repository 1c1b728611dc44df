import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'ebook-download';
/** A download link keeps working for a week: long enough to open it again, short enough not to leak for ever. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface DownloadGrant {
  ebookId: number;
  leadId: string;
  expiresAt: number;
}

/** 128 bits of HMAC-SHA256 are plenty for a link, and keep it short enough for a path segment. */
const SIGNATURE_BYTES = 16;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * The download link names the e-book and the lead that asked for it, signed so it cannot be forged
 * or pointed at another e-book; no row is needed to remember it.
 */
export function signDownloadToken(secret: string, grant: DownloadGrant): string {
  const payload = [
    grant.ebookId.toString(36),
    grant.leadId.replaceAll('-', ''),
    Math.floor(grant.expiresAt / 1000).toString(36),
  ].join('_');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The grant a token carries, or undefined when it is forged, malformed or expired. */
export function verifyDownloadToken(
  secret: string,
  token: string,
  now = Date.now(),
): DownloadGrant | undefined {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return undefined;
  const expected = signature(secret, payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const match = /^([0-9a-z]+)_([0-9a-f]{32})_([0-9a-z]+)$/.exec(payload);
  if (!match) return undefined;
  const hex = match[2]!;
  const grant = {
    ebookId: parseInt(match[1]!, 36),
    leadId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    expiresAt: parseInt(match[3]!, 36) * 1000,
  };
  return grant.expiresAt > now ? grant : undefined;
}
