import { describe, expect, it } from 'vitest';
import { documentedPath, operationIdFor } from './operation-id.ts';

describe('operationIdFor', () => {
  it('joins the method and each path segment in camel case, naming parameters with By', () => {
    expect(operationIdFor('GET', '/cms/articles/{slug}')).toBe('getCmsArticlesBySlug');
    expect(operationIdFor('POST', '/lead/user-contact-number/register')).toBe(
      'postLeadUserContactNumberRegister',
    );
    expect(operationIdFor('GET', '/pathway/university/:university/course/{course}')).toBe(
      'getPathwayUniversityByUniversityCourseByCourse',
    );
  });

  it('keeps capitals and digits inside a segment', () => {
    expect(operationIdFor('GET', '/calculator/gpa/USA')).toBe('getCalculatorGpaUSA');
    expect(operationIdFor('GET', '/cms/page/v1/trending-interlinking')).toBe(
      'getCmsPageV1TrendingInterlinking',
    );
  });

  it('tells the same path apart by method', () => {
    expect(operationIdFor('GET', '/lead/preferences')).not.toBe(operationIdFor('PUT', '/lead/preferences'));
  });
});

describe('documentedPath', () => {
  it('drops a trailing slash but keeps the root', () => {
    expect(documentedPath('/webinar/ebooks/')).toBe('/webinar/ebooks');
    expect(documentedPath('/lead')).toBe('/lead');
    expect(documentedPath('/')).toBe('/');
  });
});
