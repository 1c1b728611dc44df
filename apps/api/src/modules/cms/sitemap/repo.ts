import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  articleCategories,
  articles,
  authors,
  ebookCategories,
  ebooks,
  examPages,
  exams,
  kbCategories,
  kbQuestions,
  kbTopics,
} from '../../../db/schema/editorial.ts';

/** Every article in its category's order, by title. */
export async function listArticleEntries(db: Db) {
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      categorySlug: articles.categorySlug,
      categoryName: articleCategories.name,
      authorSlug: articles.authorSlug,
      authorName: authors.name,
      tags: articles.tags,
      updatedOn: articles.updatedOn,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
    .innerJoin(authors, eq(authors.slug, articles.authorSlug))
    .orderBy(asc(articleCategories.sortOrder), asc(articles.title));
}

/** Every exam page in menu order. */
export async function listExamPageEntries(db: Db) {
  return db
    .select({
      examSlug: exams.slug,
      examName: exams.name,
      slug: examPages.slug,
      title: examPages.title,
      updatedOn: examPages.updatedOn,
    })
    .from(examPages)
    .innerJoin(exams, eq(exams.slug, examPages.examSlug))
    .orderBy(asc(exams.sortOrder), asc(examPages.sortOrder));
}

/** Every knowledge-base question with its topic and category, in reading order. */
export async function listKbQuestionEntries(db: Db) {
  return db
    .select({
      topicSlug: kbTopics.slug,
      topicName: kbTopics.name,
      categorySlug: kbCategories.slug,
      categoryName: kbCategories.name,
      slug: kbQuestions.slug,
      question: kbQuestions.question,
      updatedOn: kbQuestions.updatedOn,
    })
    .from(kbQuestions)
    .innerJoin(kbCategories, eq(kbCategories.id, kbQuestions.categoryId))
    .innerJoin(kbTopics, eq(kbTopics.slug, kbCategories.topicSlug))
    .orderBy(asc(kbTopics.sortOrder), asc(kbCategories.sortOrder), asc(kbQuestions.id));
}

/** Every e-book in its category's order, by title. */
export async function listEbookEntries(db: Db) {
  return db
    .select({
      id: ebooks.id,
      slug: ebooks.slug,
      title: ebooks.title,
      categoryName: ebookCategories.name,
      updatedAt: ebooks.updatedAt,
    })
    .from(ebooks)
    .innerJoin(ebookCategories, eq(ebookCategories.slug, ebooks.categorySlug))
    .orderBy(asc(ebookCategories.sortOrder), asc(ebooks.title));
}
