import { z } from 'zod';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { ContentBody } from './blocks.ts';
import { ShownFactCheck } from './fact-check.ts';
import { Slug } from './slug.ts';

/** SPEC.md §2: the exam hub categories, each with its own slug under /exam. */
export const EXAM_HUB_CATEGORIES = [
  'all',
  'ielts',
  'gre',
  'gmat',
  'toefl',
  'pte',
  'sat',
  'act',
  'duolingo',
] as const;
export type ExamHubCategory = (typeof EXAM_HUB_CATEGORIES)[number];

/** The group of `/exam/other-exams/{slug}` pages (USMLE, PLAB, OET, LSAT, MCAT, Indian entrance exams). */
export const OTHER_EXAMS_SLUG = 'other-exams';

/**
 * SPEC.md §2 lists SAT and ACT among the other exams, yet they are hub categories with pages of
 * their own: `/exam/other-exams/sat` stands for `/exam/sat`. Undefined for every other address.
 */
export function hubCategoryOfOtherExam(category: string, pageSlug: string): ExamHubCategory | undefined {
  if (category !== OTHER_EXAMS_SLUG || pageSlug === 'all') return undefined;
  return EXAM_HUB_CATEGORIES.find((hub) => hub === pageSlug);
}

/** The topic pages every main exam has (`/exam/{exam}/{topic}`). */
export const EXAM_TOPICS = [
  'overview',
  'exam-fee',
  'exam-dates',
  'exam-pattern',
  'syllabus',
  'eligibility',
  'score',
] as const;
export const ExamTopic = z.enum(EXAM_TOPICS);
export type ExamTopic = z.infer<typeof ExamTopic>;

export const ExamSummary = z
  .object({
    slug: Slug,
    name: z.string().min(2),
    fullName: z.string().min(5),
    kind: z.enum(['main', 'other']),
    heading: z.string().min(10),
    intro: z.string().min(40),
  })
  .meta({ id: 'ExamSummary' });
export type ExamSummary = z.infer<typeof ExamSummary>;

export const ExamPageSummary = z.object({
  examSlug: Slug,
  slug: Slug,
  title: z.string(),
  summary: z.string(),
});
export type ExamPageSummary = z.infer<typeof ExamPageSummary>;

/**
 * GET /cms/exams/pages (SPEC.md §7 exam CMS list): exam pages in menu order, 9 a page, all exams'
 * or one hub category's (`category=gre`; an unknown one is a 404).
 */
export const ExamPageListQuery = z.object({ category: Slug.optional(), ...pageQuery(PAGE_SIZES.examCms) });
export type ExamPageListQuery = z.infer<typeof ExamPageListQuery>;

export const ExamPageList = paginated(ExamPageSummary.extend({ examName: z.string() })).meta({
  id: 'ExamPageList',
});
export type ExamPageList = z.infer<typeof ExamPageList>;

export const ExamHub = z
  .object({ exams: z.array(ExamSummary.extend({ pages: z.array(ExamPageSummary) })) })
  .meta({ id: 'ExamHub' });
export type ExamHub = z.infer<typeof ExamHub>;

export const ExamPage = z
  .object({
    exam: ExamSummary,
    slug: Slug,
    title: z.string().min(10),
    summary: z.string().min(40),
    body: ContentBody,
    updatedOn: z.iso.date(),
    siblings: z.array(ExamPageSummary),
    ...ShownFactCheck.shape,
  })
  .meta({ id: 'ExamPage' });
export type ExamPage = z.infer<typeof ExamPage>;
