import { describe, expect, it } from 'vitest';
import { signDownloadToken, verifyDownloadToken } from './download-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-to-sign';
const grant = { ebookId: 12, leadId: '3f2b1c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d', expiresAt: 1_900_000_000_000 };

describe('e-book download links', () => {
  it('carry the e-book and the lead, and fit in one path segment', () => {
    const token = signDownloadToken(SECRET, grant);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(verifyDownloadToken(SECRET, token, grant.expiresAt - 1)).toEqual(grant);
  });

  it('refuse a link pointed at another e-book, signed with another secret, or expired', () => {
    const token = signDownloadToken(SECRET, grant);
    const [payload, sig] = token.split('.');
    const otherBook = `${payload!.replace(/^c_/, 'd_')}.${sig}`;
    expect(verifyDownloadToken(SECRET, otherBook, 0)).toBeUndefined();
    expect(verifyDownloadToken(`${SECRET}x`, token, 0)).toBeUndefined();
    expect(verifyDownloadToken(SECRET, token, grant.expiresAt)).toBeUndefined();
  });
});
