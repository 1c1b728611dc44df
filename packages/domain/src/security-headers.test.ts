import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SecuritySettings, securityHeaders } from './security-headers.ts';

const settings = z.object(SecuritySettings);

describe('security headers', () => {
  it('lets only the site itself frame it unless partner hosts are configured', () => {
    expect(settings.parse({}).FRAME_ANCESTORS).toEqual(["'self'"]);
    expect(
      settings.parse({ FRAME_ANCESTORS: "'self' https://*.partner.example, partner.example:8443" }),
    ).toEqual({ FRAME_ANCESTORS: ["'self'", 'https://*.partner.example', 'partner.example:8443'] });
    for (const bad of ["'self' 'none'", 'https://partner.example/path', "'unsafe-inline'", 'javascript:']) {
      expect(settings.safeParse({ FRAME_ANCESTORS: bad }).success, bad).toBe(false);
    }
  });

  it('sends the policy, nosniff, referrer and permissions everywhere, and HSTS in production only', () => {
    const headers = securityHeaders({
      frameAncestors: ["'self'", 'https://*.partner.example'],
      production: false,
    });
    expect(headers).toEqual({
      'content-security-policy': "frame-ancestors 'self' https://*.partner.example",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    });
    expect(securityHeaders({ frameAncestors: ["'self'"], production: true })).toMatchObject({
      'strict-transport-security': 'max-age=31536000',
    });
  });
});
