import type { z } from 'zod';
import {
  AdminArticle,
  AdminArticleList,
  ArticleFormOptions,
  type ArticleInput,
} from '@meridian/domain/cms/articles-admin';
import { AuditLog, type AuditedEntity, type AuditRestoreQuery } from '@meridian/domain/cms/audit';
import {
  AdminCalculatorPage,
  AdminEbook,
  AdminExamPage,
  AdminKbPage,
  type CalculatorPageInput,
  type EbookInput,
  type ExamPageInput,
  type KbPageInput,
} from '@meridian/domain/cms/pages-admin';
import { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import { AdminSeoMeta, AdminSeoMetaList, type SeoMetaInput } from '@meridian/domain/seo/seo-meta-admin';
import { Redirect, RedirectList, type RedirectInput } from '@meridian/domain/cms/redirects';
import { UploadedMedia } from '@meridian/domain/content/media';
import {
  CatalogueImportReport,
  type CatalogueFeed,
  type CatalogueFeedKind,
} from '@meridian/domain/catalogue/import';
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

export function restoreVersion(
  auditId: number,
  version: AuditRestoreQuery['version'] = 'after',
): Promise<AuditLog> {
  return browserClient.request('cms', admin(`audit/${auditId}/restore`), {
    method: 'POST',
    query: { version },
    schema: AuditLog,
  });
}

/** The pages edited like articles, by their path under `/cms/admin`: what each answers and takes. */
interface AdminPages {
  'exam-pages': AdminExamPage;
  'kb-pages': AdminKbPage;
  ebooks: AdminEbook;
  'calculator-pages': AdminCalculatorPage;
}
interface PageInputs {
  'exam-pages': ExamPageInput;
  'kb-pages': KbPageInput;
  ebooks: EbookInput;
  'calculator-pages': CalculatorPageInput;
}
export type PagePath = keyof AdminPages;
export type AdminPageOf<P extends PagePath> = AdminPages[P];
const PAGES: { [P in PagePath]: z.ZodType<AdminPages[P]> } = {
  'exam-pages': AdminExamPage,
  'kb-pages': AdminKbPage,
  ebooks: AdminEbook,
  'calculator-pages': AdminCalculatorPage,
};
const schemaOf = <P extends PagePath>(path: P): z.ZodType<AdminPages[P]> => PAGES[path];

/** `ielts/overview` → `ielts/overview`, each segment encoded. */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function listAdminPages(path: PagePath): Promise<AdminPageList> {
  return browserClient.request('cms', admin(path), { schema: AdminPageList });
}

export function getPageGroups(path: PagePath): Promise<PageGroups> {
  return browserClient.request('cms', admin(`${path}/options`), { schema: PageGroups });
}

export function getAdminPage<P extends PagePath>(path: P, key: string): Promise<AdminPageOf<P>> {
  return browserClient.request('cms', admin(`${path}/${keyPath(key)}`), { schema: schemaOf(path) });
}

export function createAdminPage<P extends PagePath>(path: P, input: PageInputs[P]): Promise<AdminPageOf<P>> {
  return browserClient.request('cms', admin(path), { method: 'POST', body: input, schema: schemaOf(path) });
}

export function updateAdminPage<P extends PagePath>(
  path: P,
  key: string,
  input: PageInputs[P],
): Promise<AdminPageOf<P>> {
  return browserClient.request('cms', admin(`${path}/${keyPath(key)}`), {
    method: 'PUT',
    body: input,
    schema: schemaOf(path),
  });
}

export function listSeoMeta(): Promise<AdminSeoMetaList> {
  return browserClient.request('cms', admin('seo-meta'), { schema: AdminSeoMetaList });
}

export function saveSeoMeta(meta: SeoMetaInput): Promise<AdminSeoMeta> {
  return browserClient.request('cms', admin('seo-meta'), {
    method: 'POST',
    body: meta,
    schema: AdminSeoMeta,
  });
}

export function deleteSeoMeta(path: string): Promise<AdminSeoMetaList> {
  return browserClient.request('cms', admin('seo-meta'), {
    method: 'DELETE',
    query: { path },
    schema: AdminSeoMetaList,
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

/** POST {pathway}/admin/catalogue/import: checks (dryRun) or imports a feed of courses or universities. */
export function importCatalogue(
  feed: CatalogueFeed,
  dryRun: boolean,
  kind: CatalogueFeedKind = 'courses',
): Promise<CatalogueImportReport> {
  return browserClient.request('pathway', '/admin/catalogue/import', {
    method: 'POST',
    query: { dryRun, feed: kind },
    body: feed,
    schema: CatalogueImportReport,
    timeoutMs: 120_000,
  });
}
