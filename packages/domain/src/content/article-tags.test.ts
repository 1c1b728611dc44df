import { describe, expect, it } from 'vitest';
import { tagName } from './article-tags.ts';

describe('tag names', () => {
  it.each([
    ['scholarships', 'Scholarships'],
    ['cost-of-living', 'Cost of living'],
    ['ms-in-usa', 'MS in USA'],
    ['ielts', 'IELTS'],
    ['stem-opt', 'STEM OPT'],
    ['stamp-1g', 'Stamp 1G'],
    ['subclass-485', 'Subclass 485'],
    ['after-12th', 'After 12th'],
    ['campus-france', 'Campus France'],
    ['f-1-visa', 'F-1 visa'],
    ['part-time-jobs', 'Part-time jobs'],
    ['phd', 'PhD'],
  ])('names %s as %s', (slug, name) => {
    expect(tagName(slug)).toBe(name);
  });
});
