import {
  COURSE_TITLE,
  type LearningCourse,
  type LearningProgress,
  type ProgressItem,
  type ProgressStats,
  type QuizResult,
} from '@meridian/domain/learning/course';
import { pageOf, pageWindow, type PageRequest } from '@meridian/domain/pagination';
import { scorePercent, scoreQuiz } from '@meridian/domain/learning/quiz-score';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { paidLearnerOrThrow } from '#api/modules/user/learning/paid-learner.ts';
import {
  findLesson,
  findModuleWithQuestions,
  insertAttempt,
  insertCompletion,
  listBestScores,
  listCompletions,
  listCourseRows,
} from './repo.ts';

/** The course with the learner's completions and best scores laid into it. */
async function courseOf(db: Db, userId: string) {
  const [{ modules, lessons, questions }, completions, scores] = await Promise.all([
    listCourseRows(db),
    listCompletions(db, userId),
    listBestScores(db, userId),
  ]);
  const completedAt = new Map(completions.map((c) => [c.lessonId, c.completedAt]));
  const best = new Map(scores.map((s) => [s.moduleId, s]));
  return modules.map((m) => ({
    module: m,
    lessons: lessons
      .filter((l) => l.moduleId === m.id)
      .map((l) => ({ lesson: l, completedAt: completedAt.get(l.id) })),
    questions: questions.filter((q) => q.moduleId === m.id),
    best: best.get(m.id),
  }));
}

type Course = Awaited<ReturnType<typeof courseOf>>;

function statsOf(course: Course): ProgressStats {
  const lessons = course.flatMap((m) => m.lessons);
  const taken = course.filter((m) => m.best);
  return {
    lessonsCompleted: lessons.filter((l) => l.completedAt).length,
    lessonsTotal: lessons.length,
    quizzesTaken: taken.length,
    quizzesTotal: course.filter((m) => m.questions.length > 0).length,
    scorePercent: scorePercent(
      taken.map((m) => m.best!.bestScore),
      course.reduce((sum, m) => sum + m.questions.length, 0),
    ),
  };
}

/** `GET /user/{userId}/learning/course`: every module's lessons and quiz (without its answers). */
export async function getCourse(db: Db, userId: string): Promise<LearningCourse> {
  await paidLearnerOrThrow(db, userId);
  const course = await courseOf(db, userId);
  return {
    title: COURSE_TITLE,
    modules: course.map(({ module, lessons, questions, best }) => ({
      key: module.key,
      title: module.title,
      summary: module.summary,
      lessons: lessons.map(({ lesson, completedAt }) => ({
        id: lesson.id,
        key: lesson.key,
        title: lesson.title,
        minutes: lesson.minutes,
        paragraphs: lesson.paragraphs,
        completedAt: completedAt?.toISOString() ?? null,
      })),
      quiz: {
        questions: questions.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options })),
        bestScore: best?.bestScore ?? null,
      },
    })),
  };
}

/**
 * `GET /user/{userId}/learning/progress`: the stats, and the progress list (each lesson, then the
 * module's quiz, in course order) a page at a time. The course is a few dozen rows, so the page is
 * cut from the whole list rather than in SQL.
 */
export async function getProgress(
  db: Db,
  options: { userId: string } & PageRequest,
): Promise<LearningProgress> {
  await paidLearnerOrThrow(db, options.userId);
  const course = await courseOf(db, options.userId);
  const items: ProgressItem[] = course.flatMap(({ module, lessons, questions, best }) => [
    ...lessons.map(({ lesson, completedAt }) => ({
      kind: 'lesson' as const,
      moduleTitle: module.title,
      title: lesson.title,
      done: completedAt !== undefined,
      score: null,
      outOf: null,
      at: completedAt?.toISOString() ?? null,
    })),
    ...(questions.length > 0
      ? [
          {
            kind: 'quiz' as const,
            moduleTitle: module.title,
            title: `Quiz: ${module.title}`,
            done: best !== undefined,
            score: best?.bestScore ?? null,
            outOf: questions.length,
            at: best?.lastAt.toISOString() ?? null,
          },
        ]
      : []),
  ]);
  const { offset, limit } = pageWindow(options);
  return { ...pageOf(options, items.slice(offset, offset + limit), items.length), stats: statsOf(course) };
}

/** `POST /user/{userId}/learning/lessons/{lessonId}/complete`: once per lesson; answers the new stats. */
export async function completeLesson(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  options: { userId: string; lessonId: number },
): Promise<ProgressStats> {
  await paidLearnerOrThrow(deps.db, options.userId);
  if (!(await findLesson(deps.db, options.lessonId)))
    throw new AppError('NOT_FOUND', 'no such lesson', { field: 'lessonId' });
  await insertCompletion(deps.db, { ...options, completedAt: deps.clock() });
  return statsOf(await courseOf(deps.db, options.userId));
}

/** `POST /user/{userId}/learning/quizzes/{moduleKey}/attempts`: marks the answers, keeps the attempt. */
export async function submitQuiz(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  options: { userId: string; moduleKey: string; answers: number[] },
): Promise<QuizResult> {
  await paidLearnerOrThrow(deps.db, options.userId);
  const found = await findModuleWithQuestions(deps.db, options.moduleKey);
  if (!found || found.questions.length === 0)
    throw new AppError('NOT_FOUND', 'no quiz for this module', { field: 'moduleKey' });
  const marked = scoreQuiz(found.questions, options.answers);
  if (!marked)
    throw new AppError('BAD_REQUEST', 'answer every question of the quiz once', { field: 'answers' });
  await insertAttempt(deps.db, {
    userId: options.userId,
    moduleId: found.module.id,
    score: marked.score,
    outOf: marked.outOf,
    submittedAt: deps.clock(),
  });
  const course = await courseOf(deps.db, options.userId);
  const bestScore = course.find((m) => m.module.id === found.module.id)!.best!.bestScore;
  return { ...marked, bestScore, stats: statsOf(course) };
}

/** The course's modules in order, for the learner's guide. */
export async function listCourseModules(db: Db): Promise<{ title: string; summary: string }[]> {
  const { modules } = await listCourseRows(db);
  return modules.map((m) => ({ title: m.title, summary: m.summary }));
}
