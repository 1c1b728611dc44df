import { describe, expect, it } from 'vitest';
import { STRUCTURED_DATA_TYPES, structuredDataProblems } from './structured-data.ts';

const SITE = 'https://www.meridian.study/study-abroad';
const block = (node: object) => JSON.stringify({ '@context': 'https://schema.org', ...node });

const crumb = (position: number, name: string, item?: string) => ({
  '@type': 'ListItem',
  position,
  name,
  ...(item ? { item } : {}),
});

const AGGREGATE = { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5 };

/** One valid node per type, and the same node broken the way a page could break it. */
const SAMPLES: Record<string, { valid: object; invalid: object; problem: string }> = {
  Article: {
    valid: {
      '@type': 'Article',
      headline: 'Chevening Scholarship 2027: eligibility, deadline and how to apply',
      datePublished: '2026-08-04',
      dateModified: '2026-10-12',
      author: { '@type': 'Person', name: 'Ananya Rao', url: `${SITE}/author/ananya-rao` },
      publisher: { '@type': 'Organization', name: 'Meridian' },
    },
    invalid: {
      '@type': 'Article',
      headline: 'Chevening Scholarship 2027',
      datePublished: '04/Aug/2026',
      author: { '@type': 'Person', name: 'Ananya Rao' },
    },
    problem: 'Article.datePublished',
  },
  FAQPage: {
    valid: {
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long is an IELTS score valid?',
          acceptedAnswer: { '@type': 'Answer', text: 'Two years from the test date.' },
        },
      ],
    },
    invalid: {
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How long is an IELTS score valid?' }],
    },
    problem: 'FAQPage.mainEntity[0].acceptedAnswer',
  },
  BreadcrumbList: {
    valid: {
      '@type': 'BreadcrumbList',
      itemListElement: [crumb(1, 'Study abroad', SITE), crumb(2, 'USA', `${SITE}/usa`), crumb(3, 'Costs')],
    },
    invalid: {
      '@type': 'BreadcrumbList',
      itemListElement: [crumb(1, 'Study abroad', SITE), crumb(3, 'USA', `${SITE}/usa`)],
    },
    problem: 'positions must run 1, 2, 3',
  },
  ItemList: {
    valid: {
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${SITE}/articles/chevening-scholarship` },
        { '@type': 'ListItem', position: 2, url: `${SITE}/articles/daad-scholarship` },
      ],
    },
    invalid: {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, url: '/study-abroad/articles/daad-scholarship' }],
    },
    problem: 'ItemList.itemListElement[0].url',
  },
  LocalBusiness: {
    valid: {
      '@type': 'LocalBusiness',
      name: 'Meridian Kochi',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2nd Floor, Centre Square Mall, MG Road',
        addressLocality: 'Ernakulam, Kochi',
        addressRegion: 'Kerala',
        postalCode: '682016',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 9.9658, longitude: 76.2853 },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:30',
        closes: '20:00',
      },
      aggregateRating: AGGREGATE,
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Anjali M.' },
          datePublished: '2026-09-06',
          reviewBody: 'Helped me plan nursing options in Ireland and the UK.',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
        },
      ],
    },
    invalid: {
      '@type': 'LocalBusiness',
      name: 'Meridian Kochi',
      address: { '@type': 'PostalAddress', addressLocality: 'Kochi', addressCountry: 'IN' },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday'],
        opens: '9.30am',
        closes: '20:00',
      },
    },
    problem: 'LocalBusiness.address.streetAddress',
  },
  Organization: {
    valid: { '@type': 'Organization', name: 'Meridian', url: SITE, logo: `${SITE}/brand/logo.svg` },
    invalid: { '@type': 'Organization', name: 'Meridian' },
    problem: 'Organization.url',
  },
  WebSite: {
    valid: { '@type': 'WebSite', name: 'Meridian', url: SITE },
    invalid: { '@type': 'WebSite', name: '', url: SITE },
    problem: 'WebSite.name',
  },
  CollegeOrUniversity: {
    valid: {
      '@type': 'CollegeOrUniversity',
      name: 'University of Toronto',
      url: `${SITE}/university/canada/university-of-toronto`,
      address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressCountry: 'Canada' },
    },
    invalid: { '@type': 'CollegeOrUniversity', url: `${SITE}/university/canada/university-of-toronto` },
    problem: 'CollegeOrUniversity.name',
  },
  Course: {
    valid: {
      '@type': 'Course',
      name: 'MSc Computer Science',
      description: 'A one-year taught masters in algorithms, systems and machine learning.',
      provider: { '@type': 'CollegeOrUniversity', name: 'University College London' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'onsite', courseWorkload: 'P12M' },
      offers: { '@type': 'Offer', category: 'Tuition', price: 41500, priceCurrency: 'GBP' },
    },
    invalid: {
      '@type': 'Course',
      name: 'MSc Computer Science',
      description: 'A one-year taught masters.',
      provider: { '@type': 'CollegeOrUniversity', name: 'University College London' },
      offers: { '@type': 'Offer', category: 'Tuition', price: 41500, priceCurrency: '£' },
    },
    problem: 'Course.offers.priceCurrency',
  },
  ProfilePage: {
    valid: { '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Ananya Rao' } },
    invalid: { '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } },
    problem: 'ProfilePage.mainEntity',
  },
};

describe('structured-data rules', () => {
  it('has a valid and an invalid sample for every type it knows', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...STRUCTURED_DATA_TYPES].sort());
  });

  for (const [type, sample] of Object.entries(SAMPLES)) {
    it(`accepts a complete ${type}`, () => {
      expect(structuredDataProblems(block(sample.valid))).toEqual([]);
    });

    it(`names what is wrong with a broken ${type}`, () => {
      const problems = structuredDataProblems(block(sample.invalid));
      expect(problems.some((problem) => problem.includes(sample.problem))).toBe(true);
    });
  }

  it('checks every node of a @graph', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [SAMPLES.Organization!.valid, SAMPLES.WebSite!.invalid],
    });
    expect(structuredDataProblems(graph)).toEqual([expect.stringContaining('WebSite.name')]);
  });

  it('refuses text that is not JSON, a missing context and a type without rules', () => {
    expect(structuredDataProblems('{"@type": "Article",}')[0]).toMatch(/^not valid JSON/);
    expect(structuredDataProblems(JSON.stringify(SAMPLES.WebSite!.valid))).toEqual([
      '@context is undefined, not "https://schema.org"',
    ]);
    expect(structuredDataProblems(block({ '@type': 'Recipe', name: 'Dal' }))).toEqual([
      'no rules for @type "Recipe"',
    ]);
  });

  it('refuses a rating without the reviews it is the mean of', () => {
    const business = SAMPLES.LocalBusiness!.valid as { review: object[] };
    const problem = expect.stringContaining('LocalBusiness.aggregateRating: a rating needs the reviews');
    // A rating and no review behind it: the stars of invented or unseen reviews.
    expect(structuredDataProblems(block({ ...business, review: undefined }))).toEqual([problem]);
    expect(structuredDataProblems(block({ ...business, review: [] }))).toEqual([problem]);
    // More reviews counted than published, or a mean the reviews do not give.
    expect(
      structuredDataProblems(
        block({ ...business, aggregateRating: { ...AGGREGATE, ratingValue: 5, reviewCount: 3 } }),
      ),
    ).toEqual([problem]);
    expect(
      structuredDataProblems(block({ ...business, aggregateRating: { ...AGGREGATE, ratingValue: 4.5 } })),
    ).toEqual([problem]);
    // The business itself without any rating is fine.
    expect(
      structuredDataProblems(block({ ...business, aggregateRating: undefined, review: undefined })),
    ).toEqual([]);
  });

  it('refuses an article modified before it was published', () => {
    const article = { ...SAMPLES.Article!.valid, dateModified: '2026-01-01' };
    expect(structuredDataProblems(block(article))).toEqual([
      'Article.dateModified: dateModified is before datePublished',
    ]);
  });
});
