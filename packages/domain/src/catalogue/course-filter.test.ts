import { describe, expect, it } from 'vitest';
import { CourseFilterParam, decodeCourseFilter, type CourseFilter } from './course-filter.ts';
import { encodeCourseFilter } from './course-filter-url.ts';

describe('course filter in the URL', () => {
  const filter: CourseFilter = {
    country: ['usa', 'uk'],
    educationLevel: 'MASTERS',
    primaryCategory: ['data-science'],
    fees: 'annual',
    minFee: 0,
    maxFee: 4_500_000,
    examAccepted: ['IELTS', 'GRE'],
    courseDuration: ['1-2-years'],
  };

  it('round-trips through URL-safe base64 JSON', () => {
    const encoded = encodeCourseFilter(filter);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCourseFilter(encoded)).toEqual(filter);
  });

  it('also reads standard base64 with padding, as older shared links carry', () => {
    const standard = btoa(JSON.stringify({ country: ['germany'], minFee: 0 }));
    expect(decodeCourseFilter(standard)).toEqual({ country: ['germany'], minFee: 0 });
  });

  it('keeps a minimum fee of 0 and drops empty values', () => {
    const encoded = encodeCourseFilter({ minFee: 0, country: [], examAccepted: [] });
    expect(decodeCourseFilter(encoded)).toEqual({ minFee: 0 });
    expect(encodeCourseFilter({ country: [] })).toBe('');
  });

  it('treats a missing filter as no filter', () => {
    expect(decodeCourseFilter(undefined)).toEqual({});
    expect(decodeCourseFilter('')).toEqual({});
  });

  it('refuses garbled text, bad JSON, unknown fields and unknown values', () => {
    expect(decodeCourseFilter('%%%')).toBeUndefined();
    expect(decodeCourseFilter(btoa('{not json'))).toBeUndefined();
    expect(decodeCourseFilter(btoa(JSON.stringify({ colour: 'blue' })))).toBeUndefined();
    expect(decodeCourseFilter(btoa(JSON.stringify({ country: ['atlantis'] })))).toBeUndefined();
    expect(decodeCourseFilter(btoa(JSON.stringify({ minFee: -1 })))).toBeUndefined();
    expect(decodeCourseFilter(btoa(JSON.stringify({ minFee: 10, maxFee: 5 })))).toBeUndefined();
    expect(decodeCourseFilter(btoa('\u00ff\u00fe'))).toBeUndefined();
  });

  it('fails the query parameter with a message naming what is wrong', () => {
    const result = CourseFilterParam.safeParse('garbled!');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('is not a base64 JSON course filter');
  });
});
