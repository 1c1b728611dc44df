import { EbookInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { dateOf, markdownPageKind, pageList } from '#api/modules/cms/admin/editing.service.ts';
import {
  ebookCategoryExists,
  findEbookForEditors,
  listEbookCategoryOptions,
  listEbooksForEditors,
  upsertEbook,
} from './admin.repo.ts';

/** E-books as the audit log keeps them: the editor's input, the body as Markdown; key the slug. */
export const ebookKind = markdownPageKind({
  entity: 'ebook',
  noun: 'an e-book',
  input: EbookInput,
  find: findEbookForEditors,
  /** Its public address ends in its id. */
  formFieldsOf: (row) => ({ id: row.id }),
  /** E-books keep no day of their last change. */
  async write(tx, { updatedOn: _updatedOn, ...ebook }) {
    if (!(await ebookCategoryExists(tx, ebook.categorySlug))) {
      throw new AppError('BAD_REQUEST', `no e-book category ${ebook.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    await upsertEbook(tx, { ...ebook, cover: ebook.cover ?? null, publishedOn: dateOf(ebook.publishAt) });
  },
  cacheTags: () => ['ebooks', 'sitemap'],
});

export async function listEbooksForBackOffice(db: Db): Promise<AdminPageList> {
  return pageList(await listEbooksForEditors(db), (row) => ({
    key: row.slug,
    title: row.title,
    group: row.group,
  }));
}

export async function getEbookGroups(db: Db): Promise<PageGroups> {
  return { groups: await listEbookCategoryOptions(db) };
}
