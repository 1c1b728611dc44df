import { asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  learningLessons,
  learningModules,
  lessonCompletions,
  quizAttempts,
  quizQuestions,
} from '#api/db/schema/learning.ts';

export type ModuleRow = typeof learningModules.$inferSelect;
export type LessonRow = typeof learningLessons.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/** The whole course in order: it is a few dozen rows, read at once. */
export async function listCourseRows(db: Db) {
  const [modules, lessons, questions] = await Promise.all([
    db.select().from(learningModules).orderBy(asc(learningModules.sortOrder)),
    db.select().from(learningLessons).orderBy(asc(learningLessons.sortOrder)),
    db.select().from(quizQuestions).orderBy(asc(quizQuestions.sortOrder)),
  ]);
  return { modules, lessons, questions };
}

/** When the learner completed each lesson they have. */
export async function listCompletions(db: Db, userId: string) {
  return db
    .select({ lessonId: lessonCompletions.lessonId, completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.userId, userId));
}

/** The learner's best score and last attempt per module they took a quiz of. */
export async function listBestScores(db: Db, userId: string) {
  return db
    .select({
      moduleId: quizAttempts.moduleId,
      bestScore: max(quizAttempts.score).mapWith(Number),
      lastAt: sql<Date>`max(${quizAttempts.submittedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .groupBy(quizAttempts.moduleId);
}

export async function findLesson(db: Db, lessonId: number): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(learningLessons).where(eq(learningLessons.id, lessonId)).limit(1);
  return row;
}

/** Marks a lesson complete once: a second time keeps the first date. */
export async function insertCompletion(
  db: Db,
  values: { userId: string; lessonId: number; completedAt: Date },
): Promise<void> {
  await db.insert(lessonCompletions).values(values).onConflictDoNothing();
}

export async function findModuleWithQuestions(db: Db, moduleKey: string) {
  const [module] = await db.select().from(learningModules).where(eq(learningModules.key, moduleKey)).limit(1);
  if (!module) return undefined;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.moduleId, module.id))
    .orderBy(asc(quizQuestions.sortOrder));
  return { module, questions };
}

export async function insertAttempt(db: Db, values: typeof quizAttempts.$inferInsert): Promise<void> {
  await db.insert(quizAttempts).values(values);
}
