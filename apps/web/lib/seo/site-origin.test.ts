import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin.ts';

describe('siteOrigin', () => {
  it('is the configured address, on the regional subdomain for a regional page', () => {
    expect(siteOrigin('https://www.meridian.study/', 'default')).toBe('https://www.meridian.study');
    expect(siteOrigin('https://meridian.study', 'vn')).toBe('https://vn.meridian.study');
    expect(siteOrigin('http://localhost:3000', 'sa')).toBe('http://sa.localhost:3000');
  });

  it('keeps an IP address as it is', () => {
    expect(siteOrigin('http://127.0.0.1:3100', 'vn')).toBe('http://127.0.0.1:3100');
  });
});
