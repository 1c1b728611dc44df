import { KbPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { markdownPageKind, pageList } from '#api/modules/cms/admin/editing.service.ts';
import {
  findKbCategoryId,
  findKbPageForEditors,
  listKbCategoryOptions,
  listKbPagesForEditors,
  upsertKbQuestion,
} from './admin.repo.ts';

const keyOf = (page: { topicSlug: string; categorySlug: string; slug: string }) =>
  `${page.topicSlug}/${page.categorySlug}/${page.slug}`;
const findByKey = (db: Db | Tx, key: string) => {
  const [topicSlug = '', categorySlug = '', slug = ''] = key.split('/');
  return findKbPageForEditors(db, { topicSlug, categorySlug, slug });
};
const groupName = (row: { topicName: string; categoryName: string }) =>
  `${row.topicName}: ${row.categoryName}`;

/**
 * Knowledge-base pages as the audit log keeps them: the question as `title`, its short answer as
 * `summary`, the body as Markdown; key `topic/category/question`.
 */
export const kbPageKind = markdownPageKind({
  entity: 'kb-page',
  noun: 'a knowledge-base page',
  input: KbPageInput,
  keyOf,
  find: findByKey,
  async write(tx, { topicSlug, categorySlug, title, summary, ...page }) {
    const categoryId = await findKbCategoryId(tx, topicSlug, categorySlug);
    if (!categoryId) {
      throw new AppError('BAD_REQUEST', `no knowledge-base category ${topicSlug}/${categorySlug}`, {
        field: 'categorySlug',
      });
    }
    await upsertKbQuestion(tx, { categoryId, question: title, shortAnswer: summary, ...page });
  },
  cacheTags: () => ['knowledge-base', 'sitemap'],
});

export async function listKbPagesForBackOffice(db: Db): Promise<AdminPageList> {
  return pageList(await listKbPagesForEditors(db), (row) => ({
    key: keyOf(row),
    title: row.title,
    group: groupName(row),
  }));
}

/** Each category as `topic/category`, the way the page's input names it. */
export async function getKbPageGroups(db: Db): Promise<PageGroups> {
  const rows = await listKbCategoryOptions(db);
  return {
    groups: rows.map((row) => ({
      key: `${row.topicSlug}/${row.slug}`,
      name: groupName({ topicName: row.topicName, categoryName: row.name }),
    })),
  };
}
