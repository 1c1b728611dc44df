import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './token-claims.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = {
  userId: '3f1d2c4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  ssoUserId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  permissions: ['view_recommendation'],
};

describe('readTokenClaims', () => {
  it('reads userId, ssoUserId and permissions from a JWT', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ ...claims, exp: 1, aud: 'access' })}.signature`;
    expect(readTokenClaims(token)).toEqual(claims);
  });

  it('is undefined for no token, a token that is not a JWT, or one without the claims', () => {
    expect(readTokenClaims(undefined)).toBeUndefined();
    expect(readTokenClaims('not-a-jwt')).toBeUndefined();
    expect(readTokenClaims('a.%%%.c')).toBeUndefined();
    expect(readTokenClaims(`${encode({})}.${encode({ userId: claims.userId })}.s`)).toBeUndefined();
  });
});
