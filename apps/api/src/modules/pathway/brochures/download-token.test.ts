import { describe, expect, it } from 'vitest';
import { BROCHURE_LINK_TTL_SECONDS, signBrochureToken, verifyBrochureToken } from './download-token.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const grant = { universitySlug: 'university-of-toronto', leadId: '3f2b1c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d' };
const issued = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('brochure download links', () => {
  it('grant the university and the lead for seven days', async () => {
    const token = await signBrochureToken({ secret, grant, now: issued });
    expect(await verifyBrochureToken({ secret, token, now: later(BROCHURE_LINK_TTL_SECONDS - 1) })).toEqual({
      valid: true,
      grant,
    });
    expect(await verifyBrochureToken({ secret, token, now: later(BROCHURE_LINK_TTL_SECONDS + 1) })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuse a link that was altered, signed with another secret, or is not a token', async () => {
    const token = await signBrochureToken({ secret, grant, now: issued });
    const [header, payload, signature] = token.split('.');
    const otherUniversity = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'mit' }),
    ).toString('base64url');
    for (const bad of [
      `${header}.${otherUniversity}.${signature}`,
      `${token.slice(0, -2)}xx`,
      'not-a-token',
    ]) {
      expect(await verifyBrochureToken({ secret, token: bad, now: issued }), bad).toEqual({
        valid: false,
        reason: 'invalid',
      });
    }
    expect(await verifyBrochureToken({ secret: `${secret}x`, token, now: issued })).toMatchObject({
      reason: 'invalid',
    });
  });
});
