import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExamHub, ExamPage, ExamPageList, ExamPageListQuery } from '@meridian/domain/content/exams';
import { Slug } from '@meridian/domain/content/slug';
import { PreviewQuery } from '@meridian/domain/cms/publishing';
import { editorPreview } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getExamHub, getExamPageOrThrow, listExamPages } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const examRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get('/exams', readRoute('Exam hub: every exam with its heading, intro and pages', ExamHub), async () =>
    getExamHub(db),
  );

  app.get(
    '/exams/pages',
    readRoute(
      'Exam pages in menu order, 9 a page: every exam’s, or one category’s (category=gre; unknown: 404)',
      ExamPageList,
      { querystring: ExamPageListQuery },
    ),
    async (request) => listExamPages(db, request.query),
  );

  app.get(
    '/exams/:exam/:page',
    readRoute(
      'One exam page (overview, exam-fee, exam-dates, exam-pattern, syllabus, eligibility, score); previewStatus=true shows an editor drafts and scheduled pages too',
      ExamPage,
      { params: z.object({ exam: Slug, page: Slug }), querystring: PreviewQuery },
    ),
    async (request) =>
      getExamPageOrThrow(db, request.params.exam, request.params.page, editorPreview(request)),
  );
};
