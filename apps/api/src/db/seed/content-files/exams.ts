import { z } from 'zod';
import { ExamSummary } from '@meridian/domain/content/exams';
import { FactCheck } from '@meridian/domain/content/fact-check';
import { Slug } from '@meridian/domain/content/slug';
import { readMarkdown, readYaml } from './read-content.ts';

/** `content/exams/exams.yaml`: the exam hubs in menu order, each with its pages in order. */
const ExamEntry = z.strictObject({ ...ExamSummary.shape, pages: z.array(Slug).min(1) });

/** The front matter of `content/exams/{exam}/{page}.md`. */
const ExamPageFrontMatter = z.strictObject({
  title: z.string().min(10).max(200),
  summary: z.string().min(20).max(400),
  updatedOn: z.iso.date(),
  ...FactCheck.shape,
});

/** The exams and their pages, in order. */
export function readExams() {
  return readYaml('exams/exams.yaml', z.array(ExamEntry)).map(({ pages, ...exam }) => ({
    ...exam,
    pages: pages.map((slug) => {
      const { data, body } = readMarkdown(`exams/${exam.slug}/${slug}.md`, ExamPageFrontMatter);
      return { examSlug: exam.slug, slug, ...data, body };
    }),
  }));
}
