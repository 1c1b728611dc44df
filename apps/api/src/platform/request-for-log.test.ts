import { describe, expect, it } from 'vitest';
import { urlForLog } from './request-for-log.ts';

describe('the address a log line names', () => {
  it('keeps no refresh token or signed-link token, in the query or the path', () => {
    expect(urlForLog({ url: '/auth/refresh?refreshToken=eyJ.secret.sig', params: {} })).toBe(
      '/auth/refresh?refreshToken=%5Bredacted%5D',
    );
    expect(urlForLog({ url: '/webinar/ebooks/files/abc.def.ghi', params: { token: 'abc.def.ghi' } })).toBe(
      '/webinar/ebooks/files/[redacted]',
    );
    expect(urlForLog({ url: '/user/documents/file?token=abc.def&disposition=inline', params: {} })).toBe(
      '/user/documents/file?token=%5Bredacted%5D&disposition=inline',
    );
  });

  it('leaves every other address as it came', () => {
    expect(
      urlForLog({ url: '/pathway/university/university-of-toronto/overview', params: { slug: 'x' } }),
    ).toBe('/pathway/university/university-of-toronto/overview');
    expect(urlForLog({ url: '/pathway/courses?page=2', params: {} })).toBe('/pathway/courses?page=2');
  });
});
