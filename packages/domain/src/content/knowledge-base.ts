import { z } from 'zod';
import { ContentBody } from './blocks.ts';
import { Slug } from './slug.ts';

/**
 * `/knowledge-base/{topic}/{category}/{question}`: topics (e.g. student-visa) hold categories
 * (e.g. uk) that hold answered questions.
 */
export const KbQuestionSummary = z.object({ slug: Slug, question: z.string().min(10) });

export const KbCategorySummary = z.object({
  slug: Slug,
  name: z.string().min(2),
  questions: z.array(KbQuestionSummary),
});

export const KbTopicSummary = z
  .object({ slug: Slug, name: z.string().min(3), intro: z.string().min(40) })
  .meta({ id: 'KbTopicSummary' });

export const KbHome = z
  .object({ topics: z.array(KbTopicSummary.extend({ categories: z.array(KbCategorySummary) })) })
  .meta({ id: 'KbHome' });
export type KbHome = z.infer<typeof KbHome>;

export const KbTopic = KbTopicSummary.extend({ categories: z.array(KbCategorySummary) }).meta({
  id: 'KbTopic',
});
export type KbTopic = z.infer<typeof KbTopic>;

export const KbCategory = z
  .object({
    topic: KbTopicSummary,
    slug: Slug,
    name: z.string(),
    questions: z.array(KbQuestionSummary.extend({ shortAnswer: z.string() })),
  })
  .meta({ id: 'KbCategory' });
export type KbCategory = z.infer<typeof KbCategory>;

export const KbQuestion = z
  .object({
    topic: KbTopicSummary,
    category: z.object({ slug: Slug, name: z.string() }),
    slug: Slug,
    question: z.string().min(10),
    shortAnswer: z.string().min(20),
    body: ContentBody,
    updatedOn: z.iso.date(),
    related: z.array(KbQuestionSummary),
  })
  .meta({ id: 'KbQuestion' });
export type KbQuestion = z.infer<typeof KbQuestion>;
