import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { linkClaimsOrThrow, signLink, verifyLink, type LinkKind } from './signed-link.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const WEEK = 7 * 24 * 60 * 60;
const brochure: LinkKind<{ university: string; lead: string }> = {
  purpose: 'brochure-download',
  ttlSeconds: WEEK,
  claims: z.object({ university: z.string(), lead: z.uuid() }),
};
const claims = { university: 'university-of-toronto', lead: '3f2b1c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d' };
const issued = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const { token } = signLink({ kind: brochure, secret, claims, now: issued });
const verify = (bad: string, options: { now?: Date; kind?: LinkKind<typeof claims>; secret?: string } = {}) =>
  verifyLink({ kind: brochure, secret, token: bad, now: issued, ...options });

describe('signed links', () => {
  it('grant their claims until the time to live is over, then are expired', () => {
    expect(signLink({ kind: brochure, secret, claims, now: issued }).expiresAt).toEqual(later(WEEK));
    expect(verify(token, { now: later(WEEK - 1) })).toEqual({ valid: true, claims });
    expect(verify(token, { now: later(WEEK) })).toEqual({ valid: false, reason: 'expired' });
  });

  it('stay short enough for an SMS, and for a path segment (the router takes 200 characters)', () => {
    const preferences = {
      purpose: 'contact-preferences',
      ttlSeconds: 90 * 86_400,
      claims: z.object({ contact: z.string() }),
    };
    const sms = signLink({ kind: preferences, secret, claims: { contact: '+919876543210' }, now: issued });
    expect(sms.token.length).toBeLessThanOrEqual(70);
    expect(token).toMatch(/^[\w-]+\.[0-9a-z]+\.[\w-]+$/);
    expect(token.length).toBeLessThanOrEqual(200);
  });

  it('are invalid for another purpose or under another secret', () => {
    expect(verify(token, { kind: { ...brochure, purpose: 'ebook-download' } })).toEqual({
      valid: false,
      reason: 'invalid',
    });
    expect(verify(token, { secret: `${secret}x` })).toEqual({ valid: false, reason: 'invalid' });
  });

  it('are invalid when altered, cut short or not a link, even once they would have expired', () => {
    const [encoded, expiry, signature] = token.split('.') as [string, string, string];
    const otherUniversity = Buffer.from(JSON.stringify({ ...claims, university: 'mit' })).toString(
      'base64url',
    );
    const longer = (parseInt(expiry, 36) + 365 * 86_400).toString(36);
    const lastChanged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${otherUniversity}.${expiry}.${signature}`,
      `${encoded}.${longer}.${signature}`,
      `${encoded}.${expiry}.${lastChanged}`,
      `${encoded}.${expiry}`,
      `${token}.${signature}`,
      'not-a-token',
      '',
    ]) {
      expect(verify(bad), bad).toEqual({ valid: false, reason: 'invalid' });
      expect(verify(bad, { now: later(2 * WEEK) }), bad).toEqual({ valid: false, reason: 'invalid' });
    }
  });

  it('are invalid when their signed claims are not of the shape the kind expects', () => {
    const loose = { ...brochure, claims: z.object({ university: z.string(), lead: z.string() }) };
    const notALead = signLink({ kind: loose, secret, claims: { university: 'mit', lead: 'x' }, now: issued });
    expect(verify(notALead.token)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('answer 410 for an expired link and 404 for any other refusal when they serve a file', () => {
    expect(linkClaimsOrThrow(verify(token), 'brochure link')).toEqual(claims);
    const codeOf = (check: ReturnType<typeof verify>) => {
      try {
        linkClaimsOrThrow(check, 'brochure link');
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.code] : error;
      }
    };
    expect(codeOf(verify(token, { now: later(WEEK) }))).toEqual([410, 'LINK_EXPIRED']);
    expect(codeOf(verify('not-a-token'))).toEqual([404, 'NOT_FOUND']);
  });
});
