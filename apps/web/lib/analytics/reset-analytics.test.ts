import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAnalytics } from './reset-analytics.ts';

/** A page's cookies as the browser lists them, and every cookie the code writes. */
function fakeDocument(cookies: string, cookieDomain?: string) {
  const written: string[] = [];
  vi.stubGlobal('document', {
    documentElement: { dataset: cookieDomain ? { cookieDomain } : {} },
    get cookie() {
      return cookies;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe('resetAnalytics', () => {
  it('clears the GA cookies on the configured cookie domain, whatever the page’s host, and nothing else', () => {
    const written = fakeDocument('signed_in=true; _ga=GA1.1.1; _ga_ABC=GS1.1; theme=dark', '.meridian.co.uk');
    resetAnalytics();
    expect(written).toEqual([
      '_ga=; max-age=0; path=/; domain=.meridian.co.uk',
      '_ga_ABC=; max-age=0; path=/; domain=.meridian.co.uk',
    ]);
  });

  it('clears them on the page’s own host when no cookie domain is configured', () => {
    const written = fakeDocument('_ga=GA1.1.1');
    resetAnalytics();
    expect(written).toEqual(['_ga=; max-age=0; path=/']);
  });
});
