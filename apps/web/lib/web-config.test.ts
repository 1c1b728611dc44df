import { describe, expect, it } from 'vitest';
import { parseWebConfig } from './web-config.ts';

describe('web configuration', () => {
  it('points every service at API_URL/{service} by default', () => {
    const config = parseWebConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.serviceUrls.lead).toBe('http://127.0.0.1:4000/lead');
    expect(config.serviceUrls.calculator).toBe('http://127.0.0.1:4000/calculator');
  });

  it('lets one service move to its own deployment', () => {
    const config = parseWebConfig({
      API_URL: 'https://api.example.org/',
      LEAD_API_URL: 'https://leads.example.org/v2/',
    });
    expect(config.serviceUrls.lead).toBe('https://leads.example.org/v2');
    expect(config.serviceUrls.cms).toBe('https://api.example.org/cms');
  });

  it('embeds webinar recordings only when WEBINAR_YOUTUBE_EMBED is on', () => {
    expect(parseWebConfig({}).WEBINAR_YOUTUBE_EMBED).toBe(false);
    expect(parseWebConfig({ WEBINAR_YOUTUBE_EMBED: 'true' }).WEBINAR_YOUTUBE_EMBED).toBe(true);
    expect(parseWebConfig({ WEBINAR_YOUTUBE_EMBED: 'false' }).WEBINAR_YOUTUBE_EMBED).toBe(false);
    expect(() => parseWebConfig({ WEBINAR_YOUTUBE_EMBED: 'maybe' })).toThrow(
      /^Invalid configuration: WEBINAR_YOUTUBE_EMBED/,
    );
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => parseWebConfig({ CMS_API_URL: 'not a url' })).toThrow(/^Invalid configuration: CMS_API_URL/);
    expect(() => parseWebConfig({ PORT: '70000' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('believes no front proxy unless WEB_TRUSTED_PROXIES lists addresses or ranges', () => {
    expect(parseWebConfig({}).WEB_TRUSTED_PROXIES).toEqual([]);
    expect(parseWebConfig({ WEB_TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).WEB_TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => parseWebConfig({ WEB_TRUSTED_PROXIES: 'balancer-1' })).toThrow(
      /^Invalid configuration: WEB_TRUSTED_PROXIES: must list IP addresses/,
    );
  });

  it('loads no third-party script until its setting is given, and checks each one at start', () => {
    const config = parseWebConfig({});
    expect([config.GA_MEASUREMENT_ID, config.ONESIGNAL_APP_ID, config.SENTRY_DSN, config.CHAT_PHONE]).toEqual(
      [undefined, undefined, undefined, undefined],
    );
    expect(config.WEB_VITALS_SAMPLE_RATE).toBe(0);
    expect(parseWebConfig({ CHAT_PHONE: '+919876543210' }).CHAT_PHONE).toBe('+919876543210');
    expect(() => parseWebConfig({ CHAT_PHONE: '+91123' })).toThrow(/^Invalid configuration: CHAT_PHONE/);
    expect(() => parseWebConfig({ CHAT_PHONE: '09876543210' })).toThrow(/^Invalid configuration: CHAT_PHONE/);
    expect(() => parseWebConfig({ ONESIGNAL_APP_ID: 'abc' })).toThrow(
      /^Invalid configuration: ONESIGNAL_APP_ID/,
    );
    expect(() => parseWebConfig({ SENTRY_DSN: 'https://o1.ingest.sentry.io/2' })).toThrow(
      /^Invalid configuration: SENTRY_DSN/,
    );
    expect(() => parseWebConfig({ WEB_VITALS_SAMPLE_RATE: '2' })).toThrow(
      /^Invalid configuration: WEB_VITALS_SAMPLE_RATE/,
    );
  });

  it('keeps the staff console out of every third-party script by default', () => {
    expect(parseWebConfig({}).THIRD_PARTY_EXCLUDED_PATHS).toContain('/admin');
  });

  it('takes the parent site only as an https URL, and has none by default', () => {
    expect(parseWebConfig({}).PARENT_SITE_URL).toBeUndefined();
    const config = parseWebConfig({
      PARENT_SITE_URL: 'https://group.example.org',
      PARENT_SITE_NAME: 'Example Group',
    });
    expect([config.PARENT_SITE_URL, config.PARENT_SITE_NAME]).toEqual([
      'https://group.example.org',
      'Example Group',
    ]);
    for (const bad of ['http://group.example.org', 'javascript:alert(1)', 'group.example.org']) {
      expect(() => parseWebConfig({ PARENT_SITE_URL: bad })).toThrow(
        /^Invalid configuration: PARENT_SITE_URL/,
      );
    }
  });

  it('takes a cookie domain only when the site is on it', () => {
    const site = { PUBLIC_WEB_URL: 'https://www.meridian.study' };
    expect(parseWebConfig({ ...site, COOKIE_DOMAIN: '.meridian.study' }).COOKIE_DOMAIN).toBe(
      '.meridian.study',
    );
    expect(parseWebConfig({ ...site, COOKIE_DOMAIN: 'www.meridian.study' }).COOKIE_DOMAIN).toBe(
      'www.meridian.study',
    );
    expect(() => parseWebConfig({ ...site, COOKIE_DOMAIN: '.other.example' })).toThrow(
      'Invalid configuration: COOKIE_DOMAIN: must be the host of PUBLIC_WEB_URL (www.meridian.study) or a domain above it (got ".other.example")',
    );
  });

  it('runs a production host as production (SPEC.md §9), whatever APP_ENV leaves unsaid', () => {
    expect(parseWebConfig({}).APP_ENV).toBe('development');
    expect(parseWebConfig({ PUBLIC_WEB_URL: 'https://prod-www.meridian.study' }).APP_ENV).toBe('production');
    expect(parseWebConfig({ PUBLIC_WEB_URL: 'https://ww2.meridian.study' }).APP_ENV).toBe('production');
    expect(() =>
      parseWebConfig({ PUBLIC_WEB_URL: 'https://prod.meridian.study', APP_ENV: 'staging' }),
    ).toThrow(/^Invalid configuration: APP_ENV: must be production/);
    expect(
      parseWebConfig({ PUBLIC_WEB_URL: 'https://www.meridian.study', APP_ENV: 'production' }).APP_ENV,
    ).toBe('production');
  });
});
