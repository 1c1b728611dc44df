import { z } from 'zod';
import { paginated, pageQuery } from '../pagination.ts';
import { PAGE_SIZES } from '../page-sizes.ts';

/** The booster programs' course (one for every program): its modules are rows of the learning module. */
export const COURSE_TITLE = 'Study abroad essentials';

/** One question of a module's quiz as the learner sees it: the answer stays on the server. */
export const QuizQuestion = z
  .object({ id: z.number().int(), prompt: z.string(), options: z.array(z.string()).min(2) })
  .meta({ id: 'QuizQuestion' });
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const Lesson = z
  .object({
    id: z.number().int(),
    key: z.string(),
    title: z.string(),
    minutes: z.number().int().positive(),
    paragraphs: z.array(z.string()),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof Lesson>;

export const CourseModule = z
  .object({
    key: z.string(),
    title: z.string(),
    summary: z.string(),
    lessons: z.array(Lesson),
    quiz: z.object({
      questions: z.array(QuizQuestion),
      /** The learner's best score so far, or null before a first attempt. */
      bestScore: z.number().int().nonnegative().nullable(),
    }),
  })
  .meta({ id: 'CourseModule' });
export type CourseModule = z.infer<typeof CourseModule>;

/** `GET /user/{userId}/learning/course`: the booster programs' course with the learner's progress in it. */
export const LearningCourse = z
  .object({ title: z.string(), modules: z.array(CourseModule) })
  .meta({ id: 'LearningCourse' });
export type LearningCourse = z.infer<typeof LearningCourse>;

export const ProgressStats = z
  .object({
    lessonsCompleted: z.number().int().nonnegative(),
    lessonsTotal: z.number().int().nonnegative(),
    quizzesTaken: z.number().int().nonnegative(),
    quizzesTotal: z.number().int().nonnegative(),
    /** Best quiz answers right over all quiz questions, as a whole percentage. */
    scorePercent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'ProgressStats' });
export type ProgressStats = z.infer<typeof ProgressStats>;

/** One row of the progress list: a lesson (done or not) or a quiz (best score or not taken). */
export const ProgressItem = z
  .object({
    kind: z.enum(['lesson', 'quiz']),
    moduleTitle: z.string(),
    title: z.string(),
    done: z.boolean(),
    score: z.number().int().nonnegative().nullable(),
    outOf: z.number().int().positive().nullable(),
    at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ProgressItem' });
export type ProgressItem = z.infer<typeof ProgressItem>;

/** `GET /user/{userId}/learning/progress`: the stats and one page of the progress list (100 a page). */
export const LearningProgress = paginated(ProgressItem)
  .extend({ stats: ProgressStats })
  .meta({ id: 'LearningProgress' });
export type LearningProgress = z.infer<typeof LearningProgress>;

export const ProgressQuery = z.object(pageQuery(PAGE_SIZES.progressStats));

export const LessonParams = z.object({ userId: z.uuid(), lessonId: z.coerce.number().int().positive() });
export const QuizParams = z.object({ userId: z.uuid(), moduleKey: z.string().regex(/^[a-z0-9-]{1,60}$/) });

/** The option picked for each question, in the quiz's order. */
export const QuizSubmission = z
  .object({ answers: z.array(z.number().int().min(0).max(9)).min(1).max(50) })
  .meta({ id: 'QuizSubmission' });
export type QuizSubmission = z.infer<typeof QuizSubmission>;

export const QuizResult = z
  .object({
    score: z.number().int().nonnegative(),
    outOf: z.number().int().positive(),
    bestScore: z.number().int().nonnegative(),
    questions: z.array(
      z.object({
        id: z.number().int(),
        correct: z.boolean(),
        correctOption: z.number().int(),
        explanation: z.string(),
      }),
    ),
    stats: ProgressStats,
  })
  .meta({ id: 'QuizResult' });
export type QuizResult = z.infer<typeof QuizResult>;
