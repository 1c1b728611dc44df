import { KbPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import { markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import { blocksOrThrow, pageRow, publishingColumns, type EditedKind } from '../admin/editing.service.ts';
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
export const kbPageKind: EditedKind<KbPageInput> = {
  entity: 'kb-page',
  noun: 'a knowledge-base page',
  keyOf,
  async load(db, key) {
    const row = await findByKey(db, key);
    if (!row) return undefined;
    return {
      topicSlug: row.topicSlug,
      categorySlug: row.categorySlug,
      slug: row.slug,
      title: row.question,
      summary: row.shortAnswer,
      bodyMarkdown: markdownFromBlocks(row.body),
      status: row.status,
      publishAt: row.publishAt.toISOString(),
    };
  },
  times: findByKey,
  async save(tx, page, now) {
    const body = blocksOrThrow(page.bodyMarkdown);
    const categoryId = await findKbCategoryId(tx, page.topicSlug, page.categorySlug);
    if (!categoryId) {
      throw new AppError('BAD_REQUEST', `no knowledge-base category ${page.topicSlug}/${page.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    await upsertKbQuestion(tx, {
      categoryId,
      slug: page.slug,
      question: page.title,
      shortAnswer: page.summary,
      body,
      ...publishingColumns(page, await findByKey(tx, keyOf(page)), now),
    });
  },
  parse: (stored) => KbPageInput.parse(stored),
  cacheTags: () => ['knowledge-base', 'sitemap'],
};

export async function listKbPagesForBackOffice(db: Db): Promise<AdminPageList> {
  const rows = await listKbPagesForEditors(db);
  return {
    items: rows.map((row) => pageRow(row, { key: keyOf(row), title: row.question, group: groupName(row) })),
  };
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
