import { describe, expect, it } from 'vitest';
import { attributionAfterVisit, attributionCookie, decodeAttribution } from './first-visit.ts';
import { BASE_PATH } from '@meridian/domain/base-path';

const SITE = `https://meridian.study${BASE_PATH}`;

const visit = (url: string, referrer: string | null, stored?: ReturnType<typeof decodeAttribution>) =>
  attributionAfterVisit({ url: new URL(url), referrer, stored });

describe('first-visit attribution', () => {
  it('keeps the landing page, referrer, UTM and click id of the first visit', () => {
    const first = visit(`${SITE}/usa?utm_source=google&gclid=X&x=1`, 'https://www.google.com/');
    expect(first).toEqual({
      first_referrer: 'https://www.google.com/',
      landing_page: `${SITE}/usa?utm_source=google&gclid=X&x=1`,
      utm_source: 'google',
      gclid: 'X',
    });
    expect(decodeAttribution(attributionCookie.encode(first!))).toEqual(first);
  });

  it('records a direct first visit without a referrer', () => {
    expect(visit(SITE, null)).toEqual({
      first_referrer: undefined,
      landing_page: SITE,
    });
  });

  it('leaves the cookie alone on later visits without a campaign', () => {
    const stored = visit(`${SITE}/uk?utm_source=google`, 'https://www.google.com/');
    expect(visit(`${SITE}/enquiry`, `${SITE}/uk`, stored)).toBeUndefined();
  });

  it('takes a later campaign but keeps the first referrer and landing page', () => {
    const stored = visit(`${SITE}/uk?utm_source=google`, 'https://www.google.com/');
    expect(visit(`${SITE}/canada?utm_source=facebook&fbclid=F`, null, stored)).toEqual({
      first_referrer: 'https://www.google.com/',
      landing_page: `${SITE}/uk?utm_source=google`,
      utm_source: 'facebook',
      fbclid: 'F',
    });
  });

  it('ignores a cookie it cannot read', () => {
    expect(decodeAttribution('{not json')).toBeUndefined();
    expect(decodeAttribution('{"utm_source":5}')).toBeUndefined();
  });
});
