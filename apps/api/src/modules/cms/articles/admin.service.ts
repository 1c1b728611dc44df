import {
  AdminArticle,
  ArticleInput,
  type AdminArticleList,
  type ArticleFormOptions,
} from '@meridian/domain/cms/articles-admin';
import { blocksFromMarkdown, markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import { readingMinutes } from '@meridian/domain/content/reading-time';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { saveAudited, type AuditedKind } from '../admin/audited.ts';
import {
  authorExists,
  categoryExists,
  findArticleForEditors,
  listArticlesForEditors,
  listCategoryOptions,
  upsertArticle,
  usualAuthorOf,
} from './admin.repo.ts';
import { listAuthors } from './repo.ts';

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Articles as the audit log keeps them: the editor's input, the body as Markdown. */
export const articleKind: AuditedKind<ArticleInput> = {
  entity: 'article',
  keyOf: (article) => article.slug,
  async load(db, slug) {
    const row = await findArticleForEditors(db, slug);
    if (!row) return undefined;
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      bodyMarkdown: markdownFromBlocks(row.body),
      categorySlug: row.categorySlug,
      authorSlug: row.authorSlug,
      tags: row.tags,
      faqs: row.faqs,
      status: row.status,
      publishAt: row.publishAt.toISOString(),
    };
  },
  async save(tx, article, now) {
    const body = blocksFromMarkdown(article.bodyMarkdown);
    if (!body.ok) throw new AppError('BAD_REQUEST', body.message, { field: 'bodyMarkdown' });
    if (!(await categoryExists(tx, article.categorySlug))) {
      throw new AppError('BAD_REQUEST', `no article category ${article.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    const authorSlug = article.authorSlug ?? (await usualAuthorOf(tx, article.categorySlug));
    if (!authorSlug || !(await authorExists(tx, authorSlug))) {
      throw new AppError('BAD_REQUEST', `no author ${authorSlug ?? '(none given)'}`, { field: 'authorSlug' });
    }
    // Without a time, a page already published keeps its date; anything else is published now.
    const existing = await findArticleForEditors(tx, article.slug);
    const publishAt = article.publishAt
      ? new Date(article.publishAt)
      : existing?.status === 'published'
        ? existing.publishAt
        : now;
    await upsertArticle(tx, {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      categorySlug: article.categorySlug,
      authorSlug,
      tags: article.tags,
      body: body.body,
      faqs: article.faqs,
      readMinutes: readingMinutes(body.body),
      publishedOn: dateOf(publishAt),
      updatedOn: dateOf(now),
      status: article.status,
      publishAt,
      updatedAt: now,
    });
  },
  parse: (stored) => ArticleInput.parse(stored),
};

export interface EditorChange {
  actorId: string;
  now: Date;
}

export async function listArticlesForBackOffice(db: Db): Promise<AdminArticleList> {
  const rows = await listArticlesForEditors(db);
  return {
    items: rows.map((row) => ({
      ...row,
      publishAt: row.publishAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function getArticleForEditing(db: Db, slug: string): Promise<AdminArticle> {
  const [article, row] = await Promise.all([articleKind.load(db, slug), findArticleForEditors(db, slug)]);
  if (!article || !row) throw new AppError('NOT_FOUND', `no article ${slug}`);
  return AdminArticle.parse({ ...article, updatedAt: row.updatedAt.toISOString() });
}

export async function createArticle(
  db: Db,
  input: ArticleInput,
  change: EditorChange,
): Promise<AdminArticle> {
  if (await findArticleForEditors(db, input.slug)) {
    throw new AppError('BAD_REQUEST', `an article with the address ${input.slug} exists`, { field: 'slug' });
  }
  await saveAudited(db, articleKind, input, { ...change, action: 'create' });
  return getArticleForEditing(db, input.slug);
}

export async function updateArticle(
  db: Db,
  slug: string,
  input: ArticleInput,
  change: EditorChange,
): Promise<AdminArticle> {
  if (input.slug !== slug) {
    throw new AppError(
      'BAD_REQUEST',
      'an article’s address cannot change; add a redirect to a new article instead',
      {
        field: 'slug',
      },
    );
  }
  if (!(await findArticleForEditors(db, slug))) throw new AppError('NOT_FOUND', `no article ${slug}`);
  await saveAudited(db, articleKind, input, { ...change, action: 'update' });
  return getArticleForEditing(db, slug);
}

export async function getArticleFormOptions(db: Db): Promise<ArticleFormOptions> {
  const [categories, authors] = await Promise.all([listCategoryOptions(db), listAuthors(db)]);
  return { categories, authors };
}
