import { ExamPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import { markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { blocksOrThrow, pageRow, publishingColumns, type EditedKind } from '../admin/editing.service.ts';
import {
  examExists,
  findExamPageForEditors,
  listExamOptions,
  listExamPagesForEditors,
  upsertExamPage,
} from './admin.repo.ts';

const keyOf = (page: { examSlug: string; slug: string }) => `${page.examSlug}/${page.slug}`;
const findByKey = (db: Parameters<typeof findExamPageForEditors>[0], key: string) => {
  const [examSlug = '', slug = ''] = key.split('/');
  return findExamPageForEditors(db, examSlug, slug);
};

/** Exam pages as the audit log keeps them: the editor's input, the body as Markdown; key `exam/page`. */
export const examPageKind: EditedKind<ExamPageInput> = {
  entity: 'exam-page',
  noun: 'an exam page',
  keyOf,
  async load(db, key) {
    const row = await findByKey(db, key);
    if (!row) return undefined;
    return {
      examSlug: row.examSlug,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      bodyMarkdown: markdownFromBlocks(row.body),
      status: row.status,
      publishAt: row.publishAt.toISOString(),
    };
  },
  times: findByKey,
  async save(tx, page, now) {
    const body = blocksOrThrow(page.bodyMarkdown);
    if (!(await examExists(tx, page.examSlug))) {
      throw new AppError('BAD_REQUEST', `no exam ${page.examSlug}`, { field: 'examSlug' });
    }
    await upsertExamPage(tx, {
      examSlug: page.examSlug,
      slug: page.slug,
      title: page.title,
      summary: page.summary,
      body,
      ...publishingColumns(page, await findByKey(tx, keyOf(page)), now),
    });
  },
  parse: (stored) => ExamPageInput.parse(stored),
  cacheTags: () => ['exams', 'sitemap'],
};

export async function listExamPagesForBackOffice(db: Db): Promise<AdminPageList> {
  const rows = await listExamPagesForEditors(db);
  return {
    items: rows.map((row) => pageRow(row, { key: keyOf(row), title: row.title, group: row.group })),
  };
}

export async function getExamPageGroups(db: Db): Promise<PageGroups> {
  return { groups: await listExamOptions(db) };
}
