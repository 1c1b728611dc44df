import {
  AdminArticle,
  ArticleInput,
  type AdminArticleList,
  type ArticleFormOptions,
} from '@meridian/domain/cms/articles-admin';
import { markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import { readingMinutes } from '@meridian/domain/content/reading-time';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { EditorChange } from '../admin/audited.ts';
import {
  blocksOrThrow,
  createEdited,
  dateOf,
  editedTimes,
  loadForEditing,
  publishingColumns,
  updateEdited,
  type EditedKind,
} from '../admin/editing.service.ts';
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

/** Articles as the audit log keeps them: the editor's input, the body as Markdown. */
export const articleKind: EditedKind<ArticleInput> = {
  entity: 'article',
  noun: 'an article',
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
  times: findArticleForEditors,
  async save(tx, article, now) {
    const body = blocksOrThrow(article.bodyMarkdown);
    if (!(await categoryExists(tx, article.categorySlug))) {
      throw new AppError('BAD_REQUEST', `no article category ${article.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    const authorSlug = article.authorSlug ?? (await usualAuthorOf(tx, article.categorySlug));
    if (!authorSlug || !(await authorExists(tx, authorSlug))) {
      throw new AppError('BAD_REQUEST', `no author ${authorSlug ?? '(none given)'}`, { field: 'authorSlug' });
    }
    const publishing = publishingColumns(article, await findArticleForEditors(tx, article.slug), now);
    await upsertArticle(tx, {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      categorySlug: article.categorySlug,
      authorSlug,
      tags: article.tags,
      body,
      faqs: article.faqs,
      readMinutes: readingMinutes(body),
      publishedOn: dateOf(publishing.publishAt),
      ...publishing,
    });
  },
  parse: (stored) => ArticleInput.parse(stored),
  // The article itself (its page caches it under its own tag), the hub, category, tag and author
  // listings, the home page's latest guides and the sitemap: a publish, unpublish or restore
  // changes any of them.
  cacheTags: (article) => [`article:${article.slug}`, 'articles', 'home', 'sitemap'],
};

export async function listArticlesForBackOffice(db: Db): Promise<AdminArticleList> {
  const rows = await listArticlesForEditors(db);
  return {
    items: rows.map((row) => ({ ...row, ...editedTimes(row) })),
  };
}

export async function getArticleForEditing(db: Db, slug: string): Promise<AdminArticle> {
  return AdminArticle.parse(await loadForEditing(db, articleKind, slug));
}

export async function createArticle(
  db: Db,
  input: ArticleInput,
  change: EditorChange,
): Promise<AdminArticle> {
  return AdminArticle.parse(await createEdited(db, articleKind, input, change));
}

export async function updateArticle(
  db: Db,
  slug: string,
  input: ArticleInput,
  change: EditorChange,
): Promise<AdminArticle> {
  return AdminArticle.parse(await updateEdited(db, articleKind, slug, input, change));
}

export async function getArticleFormOptions(db: Db): Promise<ArticleFormOptions> {
  const [categories, authors] = await Promise.all([listCategoryOptions(db), listAuthors(db)]);
  return { categories, authors };
}
