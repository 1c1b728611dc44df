import { describe, expect, it } from 'vitest';
import { ratingOf, type DirectoryListing, type DirectoryReview } from '@meridian/domain/content/directory';
import { structuredDataProblems } from '@meridian/domain/seo/structured-data';
import { localBusinessLd } from './json-ld.tsx';

const review = (rating: number, sample: boolean): DirectoryReview => ({
  authorName: sample ? 'Invented R.' : 'Real P.',
  rating,
  reviewedOn: '2026-09-03',
  body: 'Helped me shortlist universities that fit my marks and budget.',
  sample,
});

const listing = (reviews: DirectoryReview[]): DirectoryListing => ({
  id: 1,
  kind: 'consultant',
  name: 'Study Abroad Centre, Bandra West',
  streetAddress: '2nd Floor, Bandra West Main Road',
  city: { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
  postalCode: '400050',
  latitude: 19.06,
  longitude: 72.83,
  phone: '+912240001234',
  openingHours: { weekdays: [1, 2, 3, 4, 5, 6], opens: '10:00', closes: '18:00' },
  mapUrl: null,
  sample: false,
  ...ratingOf(reviews),
  reviews,
  services: ['Free counselling'],
});

const ld = (reviews: DirectoryReview[]) =>
  localBusinessLd(listing(reviews), {
    url: 'https://www.meridian.study/study-abroad/consultant/mumbai',
    image: 'https://www.meridian.study/study-abroad/icon.svg',
  });
const problems = (node: object) =>
  structuredDataProblems(JSON.stringify({ '@context': 'https://schema.org', ...node }));

describe('a centre in structured data', () => {
  it('publishes no rating or review while its reviews are sample data', () => {
    const node = ld([review(5, true), review(4, true)]);
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('review');
    expect(problems(node)).toEqual([]);
  });

  it('rates a centre from its real reviews alone, each with its reviewer and date', () => {
    const node = ld([review(5, true), review(4, false), review(3, false)]);
    expect(node.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 5,
    });
    expect(node.review?.map((r) => [r.author.name, r.datePublished])).toEqual([
      ['Real P.', '2026-09-03'],
      ['Real P.', '2026-09-03'],
    ]);
    expect(problems(node)).toEqual([]);
  });
});
