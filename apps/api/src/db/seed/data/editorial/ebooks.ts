import type { ContentBlock } from '@meridian/domain/content/blocks';
import type { CountryContent } from '@meridian/domain/country/schemas';
import { formatMoneyRange } from '@meridian/domain/money';
import { COUNTRY_CONTENT } from '../countries/index.ts';
import { faqBlock, h2, p, table, ul } from './blocks.ts';
import { buildExamPages } from './exams/build-exam-pages.ts';
import { ALL_EXAM_FACTS } from './exams/index.ts';

export const EBOOK_CATEGORIES = [
  {
    slug: 'country-guides',
    name: 'Country Guides',
    description:
      'Everything about studying in one country: costs, intakes, visas, work rights and universities.',
  },
  {
    slug: 'exam-guides',
    name: 'Exams Guides',
    description: 'Pattern, syllabus, fees and scoring of the tests universities ask for, in one download.',
  },
  {
    slug: 'sop-guides',
    name: 'SOP Guides',
    description: 'How to write statements of purpose and personal statements that admissions teams remember.',
  },
  {
    slug: 'recommended-reads',
    name: 'Recommended Reads',
    description: 'Planning guides for money, scholarships and the first months abroad.',
  },
] as const;

export interface EbookSeed {
  slug: string;
  title: string;
  summary: string;
  category: (typeof EBOOK_CATEGORIES)[number]['slug'];
  downloads: number;
  isFeatured: boolean;
  isNewlyAdded: boolean;
  highlights: string[];
  body: ContentBlock[];
  publishedOn: string;
}

function countryGuide(c: CountryContent, name: string): ContentBlock[] {
  return [
    h2(`Why study in ${name}`),
    ...c.overview.map(p),
    h2('Tuition fees'),
    table(
      `Tuition in ${name} per year`,
      ['Level', 'What it covers', 'Range'],
      ...c.tuition.map((t) => [t.level, t.label, formatMoneyRange(t.annual)]),
    ),
    h2('Living costs'),
    table(
      `Monthly living costs in ${name}`,
      ['Item', 'Per month'],
      ...c.livingCosts.map((l) => [l.label, formatMoneyRange(l.monthly)]),
    ),
    p(c.livingCostNote),
    h2('Intakes'),
    table(
      `Intakes in ${name}`,
      ['Intake', 'Months', 'Apply'],
      ...c.intakes.map((i) => [i.name, i.months, i.applicationWindow]),
    ),
    h2(c.visa.name),
    p(`Processing time: ${c.visa.processingTime}. ${c.visa.proofOfFunds}`),
    ul(...c.visa.requirements),
    h2('Work rights'),
    p(c.workRights.duringStudies),
    p(`${c.workRights.postStudyVisaName}: ${c.workRights.postStudy}`),
    faqBlock(...c.faqs.map((f): [string, string] => [f.question, f.answer])),
  ];
}

const GUIDE_COUNTRIES = [
  ['uk', 'UK', 48_200],
  ['canada', 'Canada', 41_900],
  ['usa', 'USA', 63_500],
  ['germany', 'Germany', 37_800],
  ['australia', 'Australia', 29_400],
  ['ireland', 'Ireland', 12_300],
  ['france', 'France', 6_900],
] as const;

const countryEbooks: EbookSeed[] = GUIDE_COUNTRIES.map(([slug, name, downloads], i) => {
  const content = COUNTRY_CONTENT.find((c) => c.slug === slug);
  if (!content) throw new Error(`no country content for ${slug}`);
  return {
    slug: `study-in-${slug}-guide`,
    title: `Study in ${name}: The Complete Guide for Indian Students`,
    summary: `Costs, intakes, the student visa, work rights and FAQs for studying in ${name}, in one guide you can read offline.`,
    category: 'country-guides',
    downloads,
    isFeatured: i < 3,
    isNewlyAdded: slug === 'france',
    highlights: [
      `Tuition and living costs in ${name}`,
      'Intakes and when to apply',
      `${content.visa.name}: documents and funds`,
      'Work rights during and after study',
    ],
    body: countryGuide(content, name),
    publishedOn: '2026-06-01',
  };
});

const EXAM_DOWNLOADS: Record<string, number> = {
  ielts: 92_300,
  toefl: 18_700,
  gre: 54_100,
  gmat: 21_600,
  pte: 26_800,
  sat: 8_400,
  act: 2_900,
  duolingo: 15_200,
};

const examEbooks: EbookSeed[] = ALL_EXAM_FACTS.map((e) => ({
  slug: `${e.slug}-exam-guide`,
  title: `${e.name} Exam Guide: Pattern, Syllabus, Fees and Scores`,
  summary: `${e.fullName} in one download: the pattern, every question type, fees in India, dates and the scores universities ask for.`,
  category: 'exam-guides',
  downloads: EXAM_DOWNLOADS[e.slug] ?? 1_000,
  isFeatured: e.slug === 'ielts' || e.slug === 'gre',
  isNewlyAdded: e.slug === 'toefl' || e.slug === 'duolingo',
  highlights: [
    `${e.name} sections and timing`,
    'Syllabus and question types',
    'Fees in India and booking',
    'Score scale and good scores',
  ],
  body: buildExamPages(e).flatMap((page) =>
    page.body.filter(
      (b) =>
        !(b.type === 'list' && b.items.every((i) => i.startsWith(`[${e.name} `))) &&
        !(b.type === 'heading' && b.text.startsWith('More about')),
    ),
  ),
  publishedOn: e.slug === 'toefl' ? '2026-02-02' : '2025-11-10',
}));

export const EBOOKS: EbookSeed[] = [...countryEbooks, ...examEbooks];
