import { describe, expect, it } from 'vitest';
import { ContentBlock } from './blocks.ts';
import { parseInlineLinks, plainText } from './inline-links.ts';
import { tableOfContents } from './table-of-contents.ts';
import { formatDownloadCount } from './download-count.ts';
import { parseEbookPath } from './ebooks.ts';
import { DirectoryListing, ratingOf } from './directory.ts';
import { pageCategoryFromSlug } from './pages.ts';
import { moveInMonths } from './enquiries.ts';
import { hubCategoryOfOtherExam } from './exams.ts';
import { ShortLeadRequest } from '../lead/schemas.ts';

describe('content blocks', () => {
  it('rejects a table row with a missing cell', () => {
    const result = ContentBlock.safeParse({
      type: 'table',
      caption: 'IELTS fees',
      columns: ['Test', 'Fee'],
      rows: [['IELTS Academic']],
    });
    expect(result.success).toBe(false);
  });

  it('rejects raw HTML blocks', () => {
    expect(ContentBlock.safeParse({ type: 'html', html: '<script>alert(1)</script>' }).success).toBe(false);
  });
});

describe('inline links', () => {
  it('splits text into plain runs and site or https links', () => {
    expect(
      parseInlineLinks('See [IELTS fees](/exam/ielts/exam-fee) and [UKVI](https://www.gov.uk).'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'IELTS fees', href: '/exam/ielts/exam-fee' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'UKVI', href: 'https://www.gov.uk' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves javascript: targets as plain text', () => {
    expect(parseInlineLinks('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1))' },
    ]);
  });

  it('reduces links to their labels', () => {
    expect(plainText('Read the [SOP guide](/articles/sop) first')).toBe('Read the SOP guide first');
  });
});

describe('table of contents', () => {
  it('gives each heading a unique anchor', () => {
    const toc = tableOfContents([
      { type: 'heading', level: 2, text: 'Fees in the UK' },
      { type: 'paragraph', text: 'Tuition is charged per year of study at most universities.' },
      { type: 'heading', level: 3, text: 'Fees in the UK' },
      { type: 'heading', level: 2, text: 'Études & visas' },
    ]);
    expect(toc.map((e) => e.id)).toEqual(['fees-in-the-uk', 'fees-in-the-uk-2', 'etudes-visas']);
  });
});

describe('download counts', () => {
  it.each([
    [999, '999'],
    [1000, '1K+'],
    [12_480, '12.4K+'],
    [2_050_000, '2M+'],
    [3_990_000_000, '3.9B+'],
  ])('%d → %s', (count, text) => {
    expect(formatDownloadCount(count)).toBe(text);
  });
});

describe('paths', () => {
  it('splits an e-book path into slug and id', () => {
    expect(parseEbookPath('ielts-preparation-guide-12')).toEqual({ slug: 'ielts-preparation-guide', id: 12 });
    expect(parseEbookPath('ielts-preparation-guide')).toBeUndefined();
  });

  it('derives a page-builder category from the slug, dropping the brand', () => {
    expect(pageCategoryFromSlug('meridian-office', 'meridian')).toBe('office');
    expect(pageCategoryFromSlug('careers', 'meridian')).toBe('careers');
  });
});

describe('short lead form', () => {
  it('names the field that is wrong', () => {
    const result = ShortLeadRequest.safeParse({
      name: 'Asha Rao',
      email: 'asha@example',
      countryCode: '+91',
      mobile: '98765',
      contactConsent: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email', 'mobile']);
  });
});

describe('moveInMonths', () => {
  it('starts at the current month and rolls over the year', () => {
    const months = moveInMonths(new Date('2026-11-22T10:00:00Z'), 3);
    expect(months).toEqual([
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-12', label: 'December 2026' },
      { value: '2027-01', label: 'January 2027' },
    ]);
  });
});

describe('other exams with a hub page of their own', () => {
  it('points /exam/other-exams/sat and /act at their hub categories, and nothing else', () => {
    expect(hubCategoryOfOtherExam('other-exams', 'sat')).toBe('sat');
    expect(hubCategoryOfOtherExam('other-exams', 'act')).toBe('act');
    expect(hubCategoryOfOtherExam('other-exams', 'usmle')).toBeUndefined();
    expect(hubCategoryOfOtherExam('other-exams', 'all')).toBeUndefined();
    expect(hubCategoryOfOtherExam('ielts', 'sat')).toBeUndefined();
  });
});

describe('directory ratings', () => {
  const review = (rating: number) => ({
    authorName: 'Asha R.',
    rating,
    reviewedOn: '2026-08-01',
    body: 'Helpful counsellor and a clear plan for the visa.',
    sample: false,
  });
  const listing = {
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
    services: ['Free counselling'],
  };

  it('is the mean of the reviews to one decimal place, and none without reviews', () => {
    expect(ratingOf([review(5), review(4), review(4)])).toEqual({ ratingValue: 4.3, reviewCount: 3 });
    expect(ratingOf([review(5), review(5), review(4)])).toEqual({ ratingValue: 4.7, reviewCount: 3 });
    expect(ratingOf([])).toEqual({ ratingValue: null, reviewCount: 0 });
  });

  it('refuses a listing whose rating its reviews do not bear out', () => {
    const reviews = [review(5), review(4), review(4)];
    expect(
      DirectoryListing.safeParse({ ...listing, reviews, ratingValue: 4.3, reviewCount: 3 }).success,
    ).toBe(true);
    expect(
      DirectoryListing.safeParse({ ...listing, reviews, ratingValue: 4.8, reviewCount: 3 }).success,
    ).toBe(false);
    expect(
      DirectoryListing.safeParse({ ...listing, reviews, ratingValue: 4.3, reviewCount: 312 }).success,
    ).toBe(false);
  });
});
