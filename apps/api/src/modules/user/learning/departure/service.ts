import { dueDate, nextIntakeStart, type DepartureChecklist } from '@meridian/domain/learning/departure';
import { findDestination } from '@meridian/domain/destinations';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { learnerDestination } from '#api/modules/user/learning/learner-destination.ts';
import { paidLearnerOrThrow } from '#api/modules/user/learning/paid-learner.ts';
import { deleteTick, findTask, insertTick, listTasks, listTicks } from './repo.ts';

/** September: the main intake of the UK, USA, Canada and Ireland, which dates count from by default. */
const MAIN_INTAKE_MONTH = 9;

/**
 * `GET /user/{userId}/flying-progress/checklist`: the tasks of the learner's destination (or the
 * ones every destination shares), each due a number of days before their course starts: the
 * intake of their latest application, else of their preference, else the next September.
 */
export async function getChecklist(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  userId: string,
): Promise<DepartureChecklist> {
  await paidLearnerOrThrow(deps.db, userId);
  const going = await learnerDestination(deps.db, userId);
  const today = deps.clock().toISOString().slice(0, 10);
  const courseStart = going?.intake
    ? nextIntakeStart(today, going.intake.month, going.intake.year)
    : nextIntakeStart(today, MAIN_INTAKE_MONTH);
  const destination = going?.destination ?? findDestination('others')!;
  const [tasks, ticks] = await Promise.all([
    listTasks(deps.db, destination.slug),
    listTicks(deps.db, userId),
  ]);
  const doneAt = new Map(ticks.map((t) => [t.taskId, t.doneAt]));
  // A destination's own visa tasks replace the general one.
  const ownVisa = tasks.some((t) => t.destination !== null && t.category === 'visa');
  return {
    destination: destination.name,
    courseStart,
    courseStartFrom: going?.intake?.from ?? 'main-intake',
    items: tasks
      .filter((t) => !(ownVisa && t.destination === null && t.category === 'visa'))
      .map((t) => ({
        key: t.key,
        category: t.category,
        title: t.title,
        detail: t.detail,
        dueDate: dueDate(courseStart, t.daysBefore),
        doneAt: doneAt.get(t.id)?.toISOString() ?? null,
      })),
  };
}

/** `PUT /user/{userId}/flying-progress/checklist/{itemKey}`: ticks or unticks a task; answers the checklist. */
export async function tickTask(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  options: { userId: string; itemKey: string; done: boolean },
): Promise<DepartureChecklist> {
  await paidLearnerOrThrow(deps.db, options.userId);
  const task = await findTask(deps.db, options.itemKey);
  if (!task) throw new AppError('NOT_FOUND', 'no such checklist item', { field: 'itemKey' });
  if (options.done)
    await insertTick(deps.db, { userId: options.userId, taskId: task.id, doneAt: deps.clock() });
  else await deleteTick(deps.db, { userId: options.userId, taskId: task.id });
  return getChecklist(deps, options.userId);
}
