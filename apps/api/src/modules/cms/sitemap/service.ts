import { TAG_PAGE_MIN_ARTICLES, tagName } from '@meridian/domain/content/article-tags';
import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import { groupInOrder } from '@meridian/domain/group-in-order';
import type { Db } from '../../../db/client.ts';
import { listCitiesWithListings } from '../directory/repo.ts';
import { listArticleEntries, listEbookEntries, listExamPageEntries, listKbQuestionEntries } from './repo.ts';

/** A listing changes when its newest entry does. */
const newest = (rows: readonly { updatedOn: string }[]) =>
  rows.reduce((max, row) => (row.updatedOn > max ? row.updatedOn : max), '');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export async function getEditorialSitemap(db: Db): Promise<EditorialSitemap> {
  const [articleRows, examRows, kbRows, ebookRows, consultantCities, coachingCities] = await Promise.all([
    listArticleEntries(db),
    listExamPageEntries(db),
    listKbQuestionEntries(db),
    listEbookEntries(db),
    listCitiesWithListings(db, 'consultant'),
    listCitiesWithListings(db, 'ielts-coaching'),
  ]);
  const taggings = articleRows.flatMap((row) => row.tags.map((tag) => ({ tag, updatedOn: row.updatedOn })));
  return {
    articleCategories: groupInOrder(articleRows, (r) => r.categorySlug).map(({ first, rows }) => ({
      slug: first.categorySlug,
      name: first.categoryName,
      lastModified: newest(rows),
    })),
    articles: articleRows.map((r) => ({
      slug: r.slug,
      title: r.title,
      categorySlug: r.categorySlug,
      lastModified: r.updatedOn,
    })),
    tags: groupInOrder(taggings, (t) => t.tag)
      .filter(({ rows }) => rows.length >= TAG_PAGE_MIN_ARTICLES)
      .map(({ first, rows }) => ({ slug: first.tag, name: tagName(first.tag), lastModified: newest(rows) }))
      .sort(byName),
    authors: groupInOrder(articleRows, (r) => r.authorSlug)
      .map(({ first, rows }) => ({
        slug: first.authorSlug,
        name: first.authorName,
        lastModified: newest(rows),
      }))
      .sort(byName),
    exams: groupInOrder(examRows, (r) => r.examSlug).map(({ first, rows }) => ({
      slug: first.examSlug,
      name: first.examName,
      lastModified: newest(rows),
      pages: rows.map((r) => ({ slug: r.slug, title: r.title, lastModified: r.updatedOn })),
    })),
    knowledgeBase: groupInOrder(kbRows, (r) => r.topicSlug).map((topic) => ({
      slug: topic.first.topicSlug,
      name: topic.first.topicName,
      lastModified: newest(topic.rows),
      categories: groupInOrder(topic.rows, (r) => r.categorySlug).map(({ first, rows }) => ({
        slug: first.categorySlug,
        name: first.categoryName,
        lastModified: newest(rows),
        questions: rows.map((r) => ({ slug: r.slug, question: r.question, lastModified: r.updatedOn })),
      })),
    })),
    ebooks: ebookRows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      categoryName: r.categoryName,
      lastModified: r.updatedAt.toISOString().slice(0, 10),
    })),
    consultantCities: consultantCities.map((c) => ({ slug: c.slug, name: c.name })),
    coachingCities: coachingCities.map((c) => ({ slug: c.slug, name: c.name })),
  };
}
