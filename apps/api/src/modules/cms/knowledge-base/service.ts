import type { KbCategory, KbHome, KbQuestion, KbTopic } from '@meridian/domain/content/knowledge-base';
import { latestDate, type EditorialSitemap } from '@meridian/domain/content/sitemap';
import { groupInOrder } from '@meridian/domain/group-in-order';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  findCategory,
  findQuestion,
  findTopic,
  listCategoryQuestions,
  listKbQuestionEntries,
  listSiblingQuestions,
  listTopics,
} from './repo.ts';

type QuestionRow = Awaited<ReturnType<typeof listCategoryQuestions>>[number];
type TopicRow = Awaited<ReturnType<typeof listTopics>>[number];

const topicSummary = (t: TopicRow) => ({ slug: t.slug, name: t.name, intro: t.intro });

/** Groups question rows (already in category order) into categories. */
function categoriesOf(rows: QuestionRow[]): KbTopic['categories'] {
  const byId = new Map<number, KbTopic['categories'][number]>();
  for (const row of rows) {
    let category = byId.get(row.categoryId);
    if (!category) {
      category = { slug: row.categorySlug, name: row.categoryName, questions: [] };
      byId.set(row.categoryId, category);
    }
    category.questions.push({ slug: row.slug, question: row.question });
  }
  return [...byId.values()];
}

export async function getKnowledgeBase(db: Db): Promise<KbHome> {
  const [topics, rows] = await Promise.all([listTopics(db), listCategoryQuestions(db)]);
  return {
    topics: topics.map((t) => ({
      ...topicSummary(t),
      categories: categoriesOf(rows.filter((r) => r.topicSlug === t.slug)),
    })),
  };
}

export async function getTopicOrThrow(db: Db, slug: string): Promise<KbTopic> {
  const topic = await findTopic(db, slug);
  if (!topic) throw new AppError('NOT_FOUND', `no knowledge-base topic ${slug}`);
  return { ...topicSummary(topic), categories: categoriesOf(await listCategoryQuestions(db, slug)) };
}

export async function getCategoryOrThrow(db: Db, topicSlug: string, slug: string): Promise<KbCategory> {
  const [topic, category] = await Promise.all([findTopic(db, topicSlug), findCategory(db, topicSlug, slug)]);
  if (!topic || !category) throw new AppError('NOT_FOUND', `no knowledge-base category ${topicSlug}/${slug}`);
  const rows = (await listCategoryQuestions(db, topicSlug)).filter((r) => r.categoryId === category.id);
  return {
    topic: topicSummary(topic),
    slug: category.slug,
    name: category.name,
    questions: rows.map((r) => ({ slug: r.slug, question: r.question, shortAnswer: r.shortAnswer })),
  };
}

/** One answered question; `preview` (an editor's) includes drafts and scheduled ones. */
export async function getQuestionOrThrow(
  db: Db,
  params: { topic: string; category: string; question: string },
  options: { preview?: boolean } = {},
): Promise<KbQuestion> {
  const [topic, category] = await Promise.all([
    findTopic(db, params.topic),
    findCategory(db, params.topic, params.category),
  ]);
  const question = category ? await findQuestion(db, category.id, params.question, options) : undefined;
  if (!topic || !category || !question) {
    throw new AppError('NOT_FOUND', `no knowledge-base question ${params.question}`);
  }
  return {
    topic: topicSummary(topic),
    category: { slug: category.slug, name: category.name },
    slug: question.slug,
    question: question.question,
    shortAnswer: question.shortAnswer,
    body: question.body,
    updatedOn: question.updatedOn,
    related: await listSiblingQuestions(db, category.id, question.slug),
  };
}

/** The editorial sitemap's knowledge base: topics, categories and questions, each listing dated by its newest question. */
export async function getKnowledgeBaseSitemap(db: Db): Promise<EditorialSitemap['knowledgeBase']> {
  const rows = await listKbQuestionEntries(db);
  const lastModified = (group: readonly { updatedOn: string }[]) => latestDate(group.map((r) => r.updatedOn));
  return groupInOrder(rows, (r) => r.topic.slug).map((topic) => ({
    ...topic.first.topic,
    lastModified: lastModified(topic.rows),
    categories: groupInOrder(topic.rows, (r) => r.category.slug).map(({ first, rows: questions }) => ({
      ...first.category,
      lastModified: lastModified(questions),
      questions: questions.map((r) => ({ slug: r.slug, question: r.question, lastModified: r.updatedOn })),
    })),
  }));
}
