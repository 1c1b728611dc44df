import { describe, expect, it } from 'vitest';
import { CONTENT_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, cacheControlForPath } from './page-caching.ts';

describe('page caching', () => {
  it('lets shared caches keep content pages', () => {
    for (const path of [
      '/',
      '/usa',
      '/abroad/masters/computer-science',
      '/universities',
      '/university/usa/stanford-university',
      '/articles',
      '/exam/ielts',
      '/knowledge-base',
      '/ebooks',
      '/consultant/pune',
      '/calculator/education-loan',
    ]) {
      expect(cacheControlForPath(path), path).toBe(CONTENT_CACHE_CONTROL);
    }
  });

  it('keeps personal pages out of every cache', () => {
    for (const path of ['/profile', '/payments/status', '/admin/leads', '/login', '/ebooks/download/abc']) {
      expect(cacheControlForPath(path), path).toBe(PERSONAL_CACHE_CONTROL);
    }
  });

  it('leaves other pages to the framework', () => {
    expect(cacheControlForPath('/enquiry')).toBeUndefined();
  });
});
