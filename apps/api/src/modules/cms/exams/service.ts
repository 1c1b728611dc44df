import type { ExamHub, ExamPage, ExamPageList, ExamPageListQuery } from '@meridian/domain/content/exams';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import { latestDate, type EditorialSitemap } from '@meridian/domain/content/sitemap';
import { groupInOrder } from '@meridian/domain/group-in-order';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  countExamPages,
  findExam,
  findExamPage,
  findExamPageListPage,
  listExamPageEntries,
  listExamPageSummaries,
  listExams,
} from './repo.ts';

export async function getExamHub(db: Db): Promise<ExamHub> {
  const [exams, pages] = await Promise.all([listExams(db), listExamPageSummaries(db)]);
  return {
    exams: exams.map((exam) => ({
      ...exam,
      pages: pages.filter((p) => p.examSlug === exam.slug),
    })),
  };
}

/** A page of the exam pages list; `all` is every exam's, as the hub's own category. */
export async function listExamPages(db: Db, query: ExamPageListQuery): Promise<ExamPageList> {
  const examSlug = query.category === 'all' ? undefined : query.category;
  if (examSlug !== undefined && !(await findExam(db, examSlug))) {
    throw new AppError('NOT_FOUND', `no exam category ${examSlug}`);
  }
  const [items, total] = await Promise.all([
    findExamPageListPage(db, { examSlug, ...pageWindow(query) }),
    countExamPages(db, examSlug),
  ]);
  return pageOf(query, items, total);
}

/** One exam page; `preview` (an editor's) includes drafts and scheduled pages. */
export async function getExamPageOrThrow(
  db: Db,
  examSlug: string,
  slug: string,
  options: { preview?: boolean } = {},
): Promise<ExamPage> {
  const [exam, page, siblings] = await Promise.all([
    findExam(db, examSlug),
    findExamPage(db, examSlug, slug, options),
    listExamPageSummaries(db, examSlug),
  ]);
  if (!exam || !page) throw new AppError('NOT_FOUND', `no exam page ${examSlug}/${slug}`);
  return {
    exam,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    body: page.body,
    updatedOn: page.updatedOn,
    siblings,
    factsCheckedAt: page.factsCheckedAt,
    sources: page.sources,
  };
}

/** The editorial sitemap's exam pages, each exam dated by its newest page. */
export async function getExamSitemap(db: Db): Promise<EditorialSitemap['exams']> {
  const rows = await listExamPageEntries(db);
  return groupInOrder(rows, (r) => r.examSlug).map(({ first, rows: pages }) => ({
    slug: first.examSlug,
    name: first.examName,
    lastModified: latestDate(pages.map((r) => r.updatedOn)),
    pages: pages.map((r) => ({ slug: r.slug, title: r.title, lastModified: r.updatedOn })),
  }));
}
