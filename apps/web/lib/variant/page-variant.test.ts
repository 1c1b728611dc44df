import { describe, expect, it } from 'vitest';
import { contentQuery, decodeVariant, DEFAULT_VARIANT, encodeVariant } from './page-variant.ts';

describe('page variant', () => {
  const vn = { region: 'vn' as const, bare: true, query: { page: '2' } };

  it('survives the trip through a path segment', () => {
    const segment = encodeVariant(vn);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeVariant(segment)).toEqual(vn);
  });

  it('gives one segment per variant whatever order the query came in, so the cache is not split', () => {
    const a = contentQuery(new URLSearchParams('sort=fees&page=3&utm_source=google'));
    const b = contentQuery(new URLSearchParams('gclid=X&page=3&sort=fees&hide_layout=true'));
    expect(a).toEqual({ page: '3', sort: 'fees' });
    expect(encodeVariant({ ...vn, query: a })).toBe(encodeVariant({ ...vn, query: b }));
  });

  it('reads a segment the proxy did not make as the default site', () => {
    expect(decodeVariant('usa')).toEqual(DEFAULT_VARIANT);
    const forged = Buffer.from(JSON.stringify({ ...vn, region: 'xx' })).toString('base64url');
    expect(decodeVariant(forged)).toEqual(DEFAULT_VARIANT);
  });
});
