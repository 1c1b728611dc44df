import { describe, expect, it } from 'vitest';
import { pageCategoryForPath } from './page-category.ts';

describe('page category of a path', () => {
  it.each([
    ['/study-abroad', 'home'],
    ['/study-abroad/usa', 'country-detail'],
    ['/study-abroad/usa/universities', 'university-listing'],
    ['/study-abroad/uk/masters/data-science', 'course-listing'],
    ['/study-abroad/exam/ielts/exam-fee', 'exam-detail'],
    ['/study-abroad/usa/masters/computer-science/gre', 'exam-detail'],
    ['/study-abroad/articles/sop-guide', 'article-detail'],
    ['/study-abroad/articles/category/study-in-usa', 'articles'],
    ['/study-abroad/meridian-office', 'meridian-office'],
  ])('%s → %s', (path, category) => {
    expect(pageCategoryForPath(path)).toBe(category);
  });
});
