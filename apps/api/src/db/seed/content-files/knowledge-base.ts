import { z } from 'zod';
import { Slug } from '@meridian/domain/content/slug';
import { readMarkdown, readYaml } from './read-content.ts';

/** `content/knowledge-base/topics.yaml`: topics, their categories and questions, in order. */
const Topics = z.array(
  z.strictObject({
    slug: Slug,
    name: z.string().min(3),
    intro: z.string().min(20),
    categories: z.array(
      z.strictObject({ slug: Slug, name: z.string().min(2), questions: z.array(Slug).min(1) }),
    ),
  }),
);

/** The front matter of `content/knowledge-base/{topic}/{category}/{question}.md`. */
const QuestionFrontMatter = z.strictObject({
  question: z.string().min(10).max(300),
  shortAnswer: z.string().min(20),
  updatedOn: z.iso.date(),
});

/** The topics, their categories and question slugs, without the pages. */
export const readKbTopics = () => readYaml('knowledge-base/topics.yaml', Topics);

export function readKnowledgeBase() {
  return readKbTopics().map((topic) => ({
    ...topic,
    categories: topic.categories.map((category) => ({
      ...category,
      questions: category.questions.map((slug) => {
        const file = `knowledge-base/${topic.slug}/${category.slug}/${slug}.md`;
        const { data, body } = readMarkdown(file, QuestionFrontMatter);
        return { slug, ...data, body };
      }),
    })),
  }));
}
