import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '@meridian/domain/auth/schemas';
import {
  LearningCourse,
  LearningProgress,
  LessonParams,
  ProgressQuery,
  ProgressStats,
  QuizParams,
  QuizResult,
  QuizSubmission,
} from '@meridian/domain/learning/course';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { completeLesson, getCourse, getProgress, submitQuiz } from './service.ts';

/** `/user/{userId}/learning/…`: the course of the booster programs and the learner's progress. */
export const courseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/learning/course',
    readRoute(
      "The booster programs' course (modules, lessons, quizzes without their answers) with the paid learner's progress",
      LearningCourse,
      { params: UserIdParams },
    ),
    async (request) => getCourse(deps.db, request.params.userId),
  );

  app.get(
    '/:userId/learning/progress',
    readRoute(
      "A paid learner's progress stats and quiz score, with the progress list (each lesson and quiz), 100 a page",
      LearningProgress,
      { params: UserIdParams, querystring: ProgressQuery },
    ),
    async (request) => getProgress(deps.db, { userId: request.params.userId, ...request.query }),
  );

  app.post(
    '/:userId/learning/lessons/:lessonId/complete',
    {
      schema: {
        summary: 'Mark a lesson complete (once; again changes nothing); answers the new progress stats',
        params: LessonParams,
        response: { 200: ProgressStats },
      },
    },
    async (request) => completeLesson(deps, request.params),
  );

  app.post(
    '/:userId/learning/quizzes/:moduleKey/attempts',
    {
      schema: {
        summary: "Submit a module's quiz: marks each answer, keeps the attempt and answers the score",
        params: QuizParams,
        body: QuizSubmission,
        response: { 200: QuizResult },
      },
    },
    async (request) => submitQuiz(deps, { ...request.params, answers: request.body.answers }),
  );
};
