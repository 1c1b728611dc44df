import { ExamPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { markdownPageKind, pageList } from '#api/modules/cms/admin/editing.service.ts';
import {
  examExists,
  findExamPageForEditors,
  listExamOptions,
  listExamPagesForEditors,
  upsertExamPage,
} from './admin.repo.ts';

const keyOf = (page: { examSlug: string; slug: string }) => `${page.examSlug}/${page.slug}`;
const findByKey = (db: Db | Tx, key: string) => {
  const [examSlug = '', slug = ''] = key.split('/');
  return findExamPageForEditors(db, examSlug, slug);
};

/** Exam pages as the audit log keeps them: the editor's input, the body as Markdown; key `exam/page`. */
export const examPageKind = markdownPageKind({
  entity: 'exam-page',
  noun: 'an exam page',
  input: ExamPageInput,
  keyOf,
  find: findByKey,
  async write(tx, page) {
    if (!(await examExists(tx, page.examSlug))) {
      throw new AppError('BAD_REQUEST', `no exam ${page.examSlug}`, { field: 'examSlug' });
    }
    await upsertExamPage(tx, page);
  },
  cacheTags: () => ['exams', 'sitemap'],
});

export async function listExamPagesForBackOffice(db: Db): Promise<AdminPageList> {
  return pageList(await listExamPagesForEditors(db), (row) => ({
    key: keyOf(row),
    title: row.title,
    group: row.group,
  }));
}

export async function getExamPageGroups(db: Db): Promise<PageGroups> {
  return { groups: await listExamOptions(db) };
}
