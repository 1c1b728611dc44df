import { z } from 'zod';

export const DEPARTURE_CATEGORIES = ['visa', 'travel', 'accommodation', 'forex'] as const;
export const DepartureCategory = z.enum(DEPARTURE_CATEGORIES);
export type DepartureCategory = z.infer<typeof DepartureCategory>;

export const DepartureItem = z
  .object({
    key: z.string(),
    category: DepartureCategory,
    title: z.string(),
    detail: z.string(),
    /** The day to have it done by (ISO date), counted back from the course start. */
    dueDate: z.iso.date(),
    doneAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DepartureItem' });
export type DepartureItem = z.infer<typeof DepartureItem>;

/** `GET /user/{userId}/flying-progress/checklist`: the pre-departure checklist of the learner's destination. */
export const DepartureChecklist = z
  .object({
    destination: z.string(),
    /** The first day of the intake the dates count back from, and where it came from. */
    courseStart: z.iso.date(),
    courseStartFrom: z.enum(['application', 'preference', 'main-intake']),
    items: z.array(DepartureItem),
  })
  .meta({ id: 'DepartureChecklist' });
export type DepartureChecklist = z.infer<typeof DepartureChecklist>;

export const DepartureItemParams = z.object({
  userId: z.uuid(),
  itemKey: z.string().regex(/^[a-z0-9-]{1,60}$/),
});
export const DepartureTick = z.object({ done: z.boolean() }).meta({ id: 'DepartureTick' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The due date of a task `daysBefore` the course starts. */
export function dueDate(courseStart: string, daysBefore: number): string {
  return new Date(Date.parse(`${courseStart}T00:00:00Z`) - daysBefore * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The course start the dates count from: the intake month's first day, this year's if it is still
 * ahead of today's month, else next year's (an intake chosen without a year).
 */
export function nextIntakeStart(today: string, intakeMonth: number, intakeYear?: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const startYear = intakeYear ?? (intakeMonth > month ? year : year + 1);
  return `${startYear}-${String(intakeMonth).padStart(2, '0')}-01`;
}
