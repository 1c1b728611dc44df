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
});
