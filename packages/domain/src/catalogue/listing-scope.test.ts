import { describe, expect, it } from 'vitest';
import { isCourseListingPath } from './listing-scope.ts';

describe('course listing paths', () => {
  it('are the abroad and destination listings by level, with or without a subject', () => {
    for (const path of [
      '/abroad/masters',
      '/abroad/courses/engineering',
      '/usa/bachelors',
      '/canada/masters/computer-science',
    ]) {
      expect(isCourseListingPath(path), path).toBe(true);
    }
  });

  it('are not the other pages that share their shape', () => {
    for (const path of [
      '/usa',
      '/usa/universities',
      '/articles/category/visa',
      '/narnia/masters',
      '/abroad/phd',
      '/usa/masters/computer-science/extra',
    ]) {
      expect(isCourseListingPath(path), path).toBe(false);
    }
  });
});
