import { describe, expect, it } from 'vitest';
import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { contentQuery, decodeVariant, DEFAULT_VARIANT, encodeVariant } from './page-variant.ts';

describe('page variant', () => {
  const vn = { region: 'vn' as const, layout: 'bare' as const, query: { page: '2' } };

  it('survives the trip through a path segment', () => {
    const segment = encodeVariant(vn);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeVariant(segment)).toEqual(vn);
  });

  it('gives one segment per variant whatever order the query came in, so the cache is not split', () => {
    const a = contentQuery(new URLSearchParams('sort=fee-asc&page=3&utm_source=google'), '/abroad/masters');
    const b = contentQuery(
      new URLSearchParams('gclid=X&page=3&sort=fee-asc&hide_layout=true'),
      '/abroad/masters',
    );
    expect(a).toEqual({ page: '3', sort: 'fee-asc' });
    expect(encodeVariant({ ...vn, query: a })).toBe(encodeVariant({ ...vn, query: b }));
  });

  it('keeps no made-up value, so random query strings cannot fill the cache', () => {
    const query = (search: string, path = '/usa') => contentQuery(new URLSearchParams(search), path);
    expect(query('sort=cheapest&level=phd', '/abroad/masters')).toEqual({});
    expect(query('sort=duration&level=masters', '/abroad/masters')).toEqual({
      sort: 'duration',
      level: 'masters',
    });
    // A filter and sort count only on the course listings.
    const courseNamed = encodeCourseFilter({ courseName: 'data science' });
    expect(query(`filter=${courseNamed}&sort=duration`, '/canada/masters/engineering')).toEqual({
      filter: courseNamed,
      sort: 'duration',
    });
    expect(query(`filter=${courseNamed}&sort=duration`)).toEqual({});
    expect(query(`filter=${courseNamed}`, '/canada/universities')).toEqual({});
    // The name search counts only where it is read: the university listings.
    expect(query('q=toronto')).toEqual({});
    expect(query('q=%20%20University%20of%20%20Toronto ', '/universities')).toEqual({
      q: 'University of Toronto',
    });
    expect(query('q=t', '/canada/universities')).toEqual({});
    expect(query(`q=${'x'.repeat(500)}`, '/universities/masters')).toEqual({ q: 'x'.repeat(120) });
    // Every page past the deepest a listing serves is the same 404.
    expect(query('page=5000', '/abroad/masters')).toEqual(query('page=999999999', '/abroad/masters'));
  });

  it('keeps one search page per query, whatever its case and spacing, and a kind only when it is one', () => {
    const query = (search: string, path = '/search') => contentQuery(new URLSearchParams(search), path);
    expect(query('q=%20MBA%20%20USA%20')).toEqual(query('q=mba+usa'));
    expect(query('q=mba+usa&kind=listing')).toEqual({ q: 'mba usa', kind: 'listing' });
    expect(query('q=mba&kind=anything')).toEqual({ q: 'mba' });
    expect(query('q=%20%20')).toEqual({});
    expect(query(`q=${'x'.repeat(500)}`)).toEqual({ q: 'x'.repeat(200) });
    expect(query('kind=listing', '/usa')).toEqual({});
  });

  it('spells one filter one way, however the address spelled it', () => {
    const filter: CourseFilter = { country: ['usa'] };
    const json = JSON.stringify(filter);
    const standard = Buffer.from(` ${json}`).toString('base64');
    const urlSafe = encodeCourseFilter(filter);
    const query = (encoded: string) =>
      contentQuery(new URLSearchParams({ filter: encoded }), '/abroad/masters/computer-science');
    expect(query(standard)).toEqual({ filter: urlSafe });
    expect(query(urlSafe)).toEqual({ filter: urlSafe });
    expect(query(encodeCourseFilter({}))).toEqual({});
  });

  it('reads a segment the proxy did not make as the default site', () => {
    expect(decodeVariant('usa')).toEqual(DEFAULT_VARIANT);
    const forged = Buffer.from(JSON.stringify({ ...vn, region: 'xx' })).toString('base64url');
    expect(decodeVariant(forged)).toEqual(DEFAULT_VARIANT);
  });
});
