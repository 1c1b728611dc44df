import {
  buddies,
  departureTasks,
  learningLessons,
  learningModules,
  quizQuestions,
} from '#api/db/schema/learning.ts';
import {
  readCourseModules,
  readDepartureTasks,
  readSampleBuddies,
} from '#api/db/seed/content-files/learning.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The booster programs' course with its quizzes, and the pre-departure checklist's tasks. */
export const learningStep: SeedStep = {
  name: 'learning-v1',
  async run(tx) {
    for (const [moduleIndex, { lessons, quiz, ...module }] of readCourseModules().entries()) {
      const [row] = await tx
        .insert(learningModules)
        .values({ ...module, sortOrder: moduleIndex })
        .returning({ id: learningModules.id });
      await tx
        .insert(learningLessons)
        .values(lessons.map((lesson, i) => ({ ...lesson, moduleId: row!.id, sortOrder: i })));
      await tx
        .insert(quizQuestions)
        .values(quiz.map((question, i) => ({ ...question, moduleId: row!.id, sortOrder: i })));
    }
    await tx
      .insert(departureTasks)
      .values(readDepartureTasks().map((task) => ({ ...task, destination: task.destination ?? null })));
  },
};

/** The senior-student buddies: people to write to, so outside production only like the demo accounts. */
export const demoBuddiesStep: SeedStep = {
  name: 'demo-buddies-v1',
  async run(tx) {
    await tx.insert(buddies).values(readSampleBuddies());
  },
};
