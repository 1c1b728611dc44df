import { describe, expect, it } from 'vitest';
import { coachingCitySlug, sitePath, siteRoutes, siteUrl, withQuery } from './site-routes.ts';

describe('site routes', () => {
  const mit = { countrySlug: 'usa', slug: 'massachusetts-institute-of-technology' };

  it('builds catalogue addresses', () => {
    expect(siteRoutes.university(mit)).toBe('/university/usa/massachusetts-institute-of-technology');
    expect(siteRoutes.universityCourses(mit)).toBe(
      '/university/usa/massachusetts-institute-of-technology/courses',
    );
    expect(siteRoutes.universityCourses(mit, 'masters')).toBe(
      '/university/usa/massachusetts-institute-of-technology/courses?level=masters',
    );
    expect(
      siteRoutes.course({
        countrySlug: 'uk',
        universitySlug: 'university-of-oxford',
        slug: 'msc-computer-science',
      }),
    ).toBe('/university/uk/university-of-oxford/msc-computer-science');
    const nested = { slug: 'mba', university: { slug: 'university-of-oxford', country: { slug: 'uk' } } };
    expect(siteRoutes.course(nested)).toBe('/university/uk/university-of-oxford/mba');
    expect(siteRoutes.university(nested.university)).toBe('/university/uk/university-of-oxford');
    // A shortlist entry carries its university's name beside the flat slugs: the slugs make the address.
    const favourite = {
      slug: 'mba',
      university: 'University of Oxford',
      universitySlug: 'university-of-oxford',
      countrySlug: 'uk',
    };
    expect(siteRoutes.course(favourite)).toBe('/university/uk/university-of-oxford/mba');
    expect(siteRoutes.compareCourses()).toBe('/compare-courses');
    expect(siteRoutes.compareCourses([3, 14])).toBe('/compare-courses?ids=3,14');
  });

  it('builds course listings with and without a country', () => {
    expect(siteRoutes.courseListing({ level: 'courses' })).toBe('/abroad/courses');
    expect(siteRoutes.courseListing({ level: 'masters', subject: 'data-science' })).toBe(
      '/abroad/masters/data-science',
    );
    expect(siteRoutes.courseListing({ country: 'canada', level: 'bachelors' })).toBe('/canada/bachelors');
    expect(siteRoutes.courseListing({ country: 'usa', level: 'courses', subject: 'engineering' })).toBe(
      '/usa/courses/engineering',
    );
    expect(
      siteRoutes.listingExam({ country: 'usa', level: 'masters', subject: 'computer-science' }, 'gre'),
    ).toBe('/usa/masters/computer-science/gre');
  });

  it('builds university and program listings', () => {
    expect(siteRoutes.universityListing({ country: 'germany' })).toBe('/germany/universities');
    expect(siteRoutes.universityListing({})).toBe('/universities');
    expect(siteRoutes.universityListing({ level: 'masters', category: 'business' })).toBe(
      '/universities/masters/business',
    );
    expect(siteRoutes.programListing({})).toBe('/ua-accelerator-programs');
    expect(siteRoutes.programListing({ country: 'usa', degree: 'masters' })).toBe(
      '/usa/ua-accelerator-programs/masters',
    );
    expect(siteRoutes.programListing({ course: 'masters', specialization: 'data-science' })).toBe(
      '/ua-accelerator-programs/degree/masters/data-science',
    );
    expect(siteRoutes.programListing({ specialization: 'data-science' })).toBe('/ua-accelerator-programs');
  });

  it('builds editorial addresses', () => {
    expect(siteRoutes.articleTag('scholarships')).toBe('/articles/tag/scholarships');
    expect(siteRoutes.examPage('ielts', 'exam-fee')).toBe('/exam/ielts/exam-fee');
    expect(siteRoutes.knowledgeBase()).toBe('/knowledge-base');
    expect(siteRoutes.knowledgeBase('student-visa', 'f-1')).toBe('/knowledge-base/student-visa/f-1');
    expect(siteRoutes.ebook({ slug: 'gre-guide', id: 3 })).toBe('/ebooks/gre-guide-3');
    expect(siteRoutes.accommodation('london')).toBe('/accommodation?city=london');
  });

  it('reads the city back from a coaching-centre address', () => {
    const route = siteRoutes.coachingCentres('pune');
    expect(route).toBe('/exam/ielts/ielts-coaching-centre-in-pune');
    expect(coachingCitySlug(route.split('/').at(-1)!)).toBe('pune');
    expect(coachingCitySlug('exam-fee')).toBeUndefined();
    expect(coachingCitySlug('ielts-coaching-centre-in-')).toBeUndefined();
  });

  it('puts the base path in front, the home page being the bare base path', () => {
    expect(sitePath(siteRoutes.home())).toBe('/study-abroad');
    expect(sitePath('/?utm_source=mail')).toBe('/study-abroad?utm_source=mail');
    expect(sitePath(siteRoutes.country('usa'))).toBe('/study-abroad/usa');
    expect(siteUrl('https://example.com', siteRoutes.home())).toBe('https://example.com/study-abroad');
    expect(siteUrl('https://example.com/', siteRoutes.sitemapPart('courses-1'))).toBe(
      'https://example.com/study-abroad/sitemaps/courses-1.xml',
    );
  });

  it('leaves out query keys without a value', () => {
    expect(withQuery('/usa/masters', { page: undefined, sort: '' })).toBe('/usa/masters');
    expect(withQuery('/usa/masters', { page: 2, sort: 'fee' })).toBe('/usa/masters?page=2&sort=fee');
    expect(withQuery('/accommodation?city=london', { page: 2 })).toBe('/accommodation?city=london&page=2');
    expect(withQuery('/usa/masters?sort=fee&page=3', { page: undefined })).toBe('/usa/masters?sort=fee');
  });
});
