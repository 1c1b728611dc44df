import {
  AdminArticle,
  ArticleInput,
  type AdminArticleList,
  type ArticleFormOptions,
} from '@meridian/domain/cms/articles-admin';
import { readingMinutes } from '@meridian/domain/content/reading-time';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  createEdited,
  dateOf,
  editedTimes,
  loadForEditing,
  markdownPageKind,
  updateEdited,
} from '#api/modules/cms/admin/editing.service.ts';
import type { EditorChange } from '#api/platform/audit/audited.ts';
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
export const articleKind = markdownPageKind({
  entity: 'article',
  noun: 'an article',
  input: ArticleInput,
  find: findArticleForEditors,
  async write(tx, article) {
    if (!(await categoryExists(tx, article.categorySlug))) {
      throw new AppError('BAD_REQUEST', `no article category ${article.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    const authorSlug = article.authorSlug ?? (await usualAuthorOf(tx, article.categorySlug));
    if (!authorSlug || !(await authorExists(tx, authorSlug))) {
      throw new AppError('BAD_REQUEST', `no author ${authorSlug ?? '(none given)'}`, { field: 'authorSlug' });
    }
    await upsertArticle(tx, {
      ...article,
      authorSlug,
      readMinutes: readingMinutes(article.body),
      publishedOn: dateOf(article.publishAt),
    });
  },
  // The article itself (its page caches it under its own tag), the hub, category, tag and author
  // listings, the home page's latest guides and the sitemap: a publish, unpublish or restore
  // changes any of them.
  cacheTags: (article) => [`article:${article.slug}`, 'articles', 'home', 'sitemap'],
});

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
