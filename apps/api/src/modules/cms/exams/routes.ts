import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExamHub, ExamPage } from '@meridian/domain/content/exams';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getExamHub, getExamPageOrThrow } from './service.ts';

export const examRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/exams',
    {
      schema: {
        summary: 'Exam hub: every exam with its heading, intro and pages',
        response: { 200: ExamHub },
      },
    },
    async () => getExamHub(db),
  );

  app.get(
    '/exams/:exam/:page',
    {
      schema: {
        summary: 'One exam page (overview, exam-fee, exam-dates, exam-pattern, syllabus, eligibility, score)',
        params: z.object({ exam: Slug, page: Slug }),
        response: { 200: ExamPage },
      },
    },
    async (request) => getExamPageOrThrow(db, request.params.exam, request.params.page),
  );
};
