import {
  AdminArticle,
  AdminArticleList,
  ArticleFormOptions,
  type ArticleInput,
} from '@meridian/domain/cms/articles-admin';
import { AuditLog, type AuditedEntity } from '@meridian/domain/cms/audit';
import { Redirect, RedirectList, type RedirectInput } from '@meridian/domain/cms/redirects';
import { UploadedMedia } from '@meridian/domain/content/media';
import { CatalogueImportReport, type CatalogueFeed } from '@meridian/domain/catalogue/import';
import { browserClient } from './browser-client.ts';

/** The editors' back office, `{cms}/admin/…`, through the same-origin proxy (permission cms_editor). */
const admin = (path: string) => `/admin/${path}`;

export function listAdminArticles(): Promise<AdminArticleList> {
  return browserClient.request('cms', admin('articles'), { schema: AdminArticleList });
}

export function getArticleFormOptions(): Promise<ArticleFormOptions> {
  return browserClient.request('cms', admin('articles/options'), { schema: ArticleFormOptions });
}

export function getAdminArticle(slug: string): Promise<AdminArticle> {
  return browserClient.request('cms', admin(`articles/${encodeURIComponent(slug)}`), {
    schema: AdminArticle,
  });
}

export function createArticle(article: ArticleInput): Promise<AdminArticle> {
  return browserClient.request('cms', admin('articles'), {
    method: 'POST',
    body: article,
    schema: AdminArticle,
  });
}

export function updateArticle(slug: string, article: ArticleInput): Promise<AdminArticle> {
  return browserClient.request('cms', admin(`articles/${encodeURIComponent(slug)}`), {
    method: 'PUT',
    body: article,
    schema: AdminArticle,
  });
}

export function uploadMedia(options: { file: File; alt: string }): Promise<UploadedMedia> {
  const body = new FormData();
  body.set('alt', options.alt);
  body.set('file', options.file);
  return browserClient.upload('cms', admin('media'), { body, schema: UploadedMedia });
}

export function listAudit(entity: AuditedEntity, key?: string): Promise<AuditLog> {
  return browserClient.request('cms', admin('audit'), { query: { entity, key }, schema: AuditLog });
}

export function restoreVersion(auditId: number): Promise<AuditLog> {
  return browserClient.request('cms', admin(`audit/${auditId}/restore`), {
    method: 'POST',
    schema: AuditLog,
  });
}

export function listRedirects(): Promise<RedirectList> {
  return browserClient.request('cms', admin('redirects'), { schema: RedirectList });
}

export function saveRedirect(redirect: RedirectInput): Promise<Redirect> {
  return browserClient.request('cms', admin('redirects'), {
    method: 'POST',
    body: redirect,
    schema: Redirect,
  });
}

/** POST {pathway}/admin/catalogue/import: checks (dryRun) or imports a feed of courses. */
export function importCatalogue(feed: CatalogueFeed, dryRun: boolean): Promise<CatalogueImportReport> {
  return browserClient.request('pathway', '/admin/catalogue/import', {
    method: 'POST',
    query: { dryRun },
    body: feed,
    schema: CatalogueImportReport,
    timeoutMs: 120_000,
  });
}
