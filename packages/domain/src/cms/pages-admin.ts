import { z } from 'zod';
import { CalculatorContentSlug, CalculatorPageCategory } from '../content/calculator-content.ts';
import { Slug } from '../content/slug.ts';
import { EditedTimes, pageTextFields } from './publishing.ts';

/*
 * Exam pages, knowledge-base pages and e-books as an editor writes them: like articles, a title,
 * a summary and a Markdown body, published, scheduled or kept as a draft.
 */

/** POST /cms/admin/exam-pages, PUT /cms/admin/exam-pages/{exam}/{page}. */
export const ExamPageInput = z.object({
  examSlug: Slug,
  slug: Slug,
  ...pageTextFields({ titleMax: 200, summaryMin: 40, summaryMax: 400 }),
});
export type ExamPageInput = z.infer<typeof ExamPageInput>;

export const AdminExamPage = ExamPageInput.extend(EditedTimes.shape).meta({ id: 'AdminExamPage' });
export type AdminExamPage = z.infer<typeof AdminExamPage>;

/**
 * POST /cms/admin/kb-pages, PUT /cms/admin/kb-pages/{topic}/{category}/{question}: an answered
 * question; `title` is the question and `summary` its short answer.
 */
export const KbPageInput = z.object({
  topicSlug: Slug,
  categorySlug: Slug,
  slug: Slug,
  ...pageTextFields({ titleMax: 300, summaryMin: 20, summaryMax: 1000 }),
});
export type KbPageInput = z.infer<typeof KbPageInput>;

export const AdminKbPage = KbPageInput.extend(EditedTimes.shape).meta({ id: 'AdminKbPage' });
export type AdminKbPage = z.infer<typeof AdminKbPage>;

/** PUT /cms/admin/ebooks/{slug}: an e-book's page, cover and listing flags. */
export const EbookInput = z.object({
  slug: Slug,
  ...pageTextFields({ titleMax: 200, summaryMin: 40, summaryMax: 400 }),
  categorySlug: Slug,
  highlights: z.array(z.string().trim().min(5).max(300)).min(3).max(12),
  /** An uploaded picture (`/media/{id}/{width}x{height}`), or null for the category's artwork. */
  cover: z
    .string()
    .regex(/^\/media\/[0-9a-f-]{36}\/\d+x\d+$/, 'must be an uploaded picture')
    .nullish(),
  isFeatured: z.boolean().default(false),
  isNewlyAdded: z.boolean().default(false),
});
export type EbookInput = z.infer<typeof EbookInput>;

export const AdminEbook = EbookInput.extend({ id: z.number().int().positive(), ...EditedTimes.shape }).meta({
  id: 'AdminEbook',
});
export type AdminEbook = z.infer<typeof AdminEbook>;

export const ExamPageParams = z.object({ exam: Slug, page: Slug });
export const KbPageParams = z.object({ topic: Slug, category: Slug, question: Slug });

/**
 * POST /cms/admin/calculator-pages, PUT /cms/admin/calculator-pages/{category}/{slug}: the words
 * around a calculator; `title` is its heading and `summary` the intro under it.
 */
export const CalculatorPageInput = z.object({
  category: CalculatorPageCategory,
  slug: CalculatorContentSlug,
  ...pageTextFields({ titleMax: 200, summaryMin: 40, summaryMax: 400 }),
});
export type CalculatorPageInput = z.infer<typeof CalculatorPageInput>;

export const AdminCalculatorPage = CalculatorPageInput.extend(EditedTimes.shape).meta({
  id: 'AdminCalculatorPage',
});
export type AdminCalculatorPage = z.infer<typeof AdminCalculatorPage>;

export const CalculatorPageParams = z.object({
  category: CalculatorPageCategory,
  slug: CalculatorContentSlug,
});
