import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_PAGE,
  pageCount,
  pageLinks,
  pageOf,
  pageQuery,
  pageWindow,
  paginated,
  withPage,
} from './pagination.ts';

describe('pagination', () => {
  const query = z.object(pageQuery(30));

  it('reads pages from 1 with the list’s own page size by default', () => {
    expect(query.parse({})).toEqual({ page: 1, size: 30 });
    expect(query.parse({ page: '3', size: '10' })).toEqual({ page: 3, size: 10 });
    for (const page of ['0', '-1', '1.5', String(MAX_PAGE + 1)])
      expect(query.safeParse({ page }).success).toBe(false);
    expect(query.safeParse({ size: '101' }).success).toBe(false);
    expect(z.object(pageQuery(500)).parse({ size: '500' }).size).toBe(500);
  });

  it('skips the pages before the one asked for', () => {
    expect(pageWindow({ page: 1, size: 30 })).toEqual({ offset: 0, limit: 30 });
    expect(pageWindow({ page: 3, size: 9 })).toEqual({ offset: 18, limit: 9 });
  });

  it('counts the pages a total fills', () => {
    expect(pageCount({ total: 0, size: 9 })).toBe(0);
    expect(pageCount({ total: 9, size: 9 })).toBe(1);
    expect(pageCount({ total: 10, size: 9 })).toBe(2);
  });

  it('answers a page in the one shape every list has', () => {
    const page = pageOf({ page: 2, size: 2 }, ['c', 'd'], 5);
    expect(paginated(z.string()).parse(page)).toEqual({ items: ['c', 'd'], total: 5, page: 2, size: 2 });
  });

  it('links the first, last and nearby pages, with a gap where pages are left out', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(1, 34)).toEqual([1, 2, 3, null, 34]);
    expect(pageLinks(17, 34)).toEqual([1, null, 15, 16, 17, 18, 19, null, 34]);
    expect(pageLinks(33, 34)).toEqual([1, null, 31, 32, 33, 34]);
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
  });

  it('addresses page 1 as the bare route and later pages by ?page=', () => {
    expect(withPage('/usa/masters?sort=fee', 1)).toBe('/usa/masters?sort=fee');
    expect(withPage('/usa/masters?sort=fee&page=2', 1)).toBe('/usa/masters?sort=fee');
    expect(withPage('/articles', 3)).toBe('/articles?page=3');
  });
});
