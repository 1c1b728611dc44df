import type { ExamHub, ExamPage, ExamSummary } from '@meridian/domain/content/exams';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findExam, findExamPage, listExamPageSummaries, listExams } from './repo.ts';

type ExamRow = Awaited<ReturnType<typeof listExams>>[number];

function toSummary(row: ExamRow): ExamSummary {
  return {
    slug: row.slug,
    name: row.name,
    fullName: row.fullName,
    kind: row.kind,
    heading: row.heading,
    intro: row.intro,
  };
}

export async function getExamHub(db: Db): Promise<ExamHub> {
  const [exams, pages] = await Promise.all([listExams(db), listExamPageSummaries(db)]);
  return {
    exams: exams.map((exam) => ({
      ...toSummary(exam),
      pages: pages.filter((p) => p.examSlug === exam.slug),
    })),
  };
}

export async function getExamPageOrThrow(db: Db, examSlug: string, slug: string): Promise<ExamPage> {
  const [exam, page, siblings] = await Promise.all([
    findExam(db, examSlug),
    findExamPage(db, examSlug, slug),
    listExamPageSummaries(db, examSlug),
  ]);
  if (!exam || !page) throw new AppError('NOT_FOUND', `no exam page ${examSlug}/${slug}`);
  return {
    exam: toSummary(exam),
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    body: page.body,
    updatedOn: page.updatedOn,
    siblings,
  };
}
