import { describe, expect, it } from 'vitest';
import { encodeCourseFilter } from './course-filter-url.ts';
import { CourseListQuery, UniversitySearchQuery } from './schemas.ts';

describe('countryCode and educationLevel of list calls (SPEC.md §5, §7)', () => {
  it('ignores null, "null" and empty values', () => {
    for (const absent of [null, 'null', '', ' ', 'undefined']) {
      const query = UniversitySearchQuery.parse({
        searchTerm: 'toronto',
        countryCode: absent,
        educationLevel: absent,
      });
      expect(query.countryCode).toBeUndefined();
      expect(query.educationLevel).toBeUndefined();
    }
  });

  it('takes a destination iso3 and a level in any case', () => {
    expect(
      UniversitySearchQuery.parse({ searchTerm: 'x1', countryCode: 'can', educationLevel: 'Masters' }),
    ).toMatchObject({
      countryCode: 'CAN',
      educationLevel: 'MASTERS',
    });
    expect(UniversitySearchQuery.safeParse({ searchTerm: 'x1', countryCode: 'ESP' }).success).toBe(false);
  });

  it('narrows the course filter, and refuses a parameter the filter contradicts', () => {
    const query = CourseListQuery.parse({ countryCode: 'GBR', educationLevel: 'BACHELORS' });
    expect(query.filter).toEqual({ country: ['uk'], educationLevel: 'BACHELORS' });
    const clash = CourseListQuery.safeParse({
      filter: encodeCourseFilter({ country: ['usa'] }),
      countryCode: 'CAN',
    });
    expect(clash.success).toBe(false);
    expect(clash.error?.issues[0]?.path).toEqual(['countryCode']);
  });
});
