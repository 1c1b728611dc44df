import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = {
  userId: '3f1d2c4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  ssoUserId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  permissions: ['lms_user'],
};
const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('access token', () => {
  it('carries userId, ssoUserId and permissions until it expires', async () => {
    const token = await signAccessToken({ secret, claims, now, ttlSeconds: 900 });
    expect(await verifyAccessToken({ secret, token, now: later(899) })).toEqual({ valid: true, claims });
  });

  it('is expired once its lifetime has passed', async () => {
    const token = await signAccessToken({ secret, claims, now, ttlSeconds: 900 });
    expect(await verifyAccessToken({ secret, token, now: later(901) })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('is invalid when signed with another secret or altered', async () => {
    const token = await signAccessToken({ secret, claims, now, ttlSeconds: 900 });
    const other = await verifyAccessToken({ secret: `${secret}-other`, token, now });
    expect(other).toEqual({ valid: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, permissions: ['cms_editor'] })).toString(
      'base64url',
    );
    expect(await verifyAccessToken({ secret, token: `${header}.${forgedBody}.${signature}`, now })).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses a token our secret signed for another purpose (a brochure link)', async () => {
    const brochure = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('brochure-download')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken({ secret, token: brochure, now })).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses a token without the claims SPEC.md names', async () => {
    const bare = await new SignJWT({ userId: claims.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('access')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken({ secret, token: bare, now })).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });
});
