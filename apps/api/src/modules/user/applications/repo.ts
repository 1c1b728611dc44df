import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { StageStatus } from '@meridian/domain/profile/applications';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { whereEquals } from '#api/db/where-equals.ts';
import { applications, applicationStages } from '#api/db/schema/applications.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses } from '#api/db/schema/courses.ts';
import { withUniversityAndCountry } from '#api/db/catalogue-columns.ts';
import { users } from '#api/db/schema/people.ts';
import { firstRow } from '#api/db/first-row.ts';
import { contactColumns } from '#api/modules/user/accounts/repo.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type StageRow = typeof applicationStages.$inferSelect;

export async function listApplications(db: Db, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

export async function findApplication(
  db: Db | Tx,
  options: { userId: string; applicationId: number },
): Promise<ApplicationRow | undefined> {
  return firstRow(
    db
      .select()
      .from(applications)
      .where(whereEquals(applications, { id: options.applicationId, userId: options.userId })),
  );
}

/** The names an application keeps of its course: program, university and country. */
const courseNames = {
  programName: courses.title,
  universityName: universities.name,
  countryName: destinations.name,
};

export async function findCourseNames(db: Db | Tx, courseId: number) {
  return firstRow(
    withUniversityAndCountry(db.select(courseNames).from(courses).$dynamic(), courses).where(
      eq(courses.id, courseId),
    ),
  );
}

/** Each course with the names an application keeps of it and the months it starts in. */
export async function findCoursesToApply(tx: Tx, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return withUniversityAndCountry(
    tx
      .select({ courseId: courses.id, intakes: courses.intakes, ...courseNames })
      .from(courses)
      .$dynamic(),
    courses,
  )
    .where(inArray(courses.id, [...courseIds]))
    .orderBy(asc(courses.id));
}

/** The courses the learner has an application to, for any intake. */
export async function listAppliedCourseIds(tx: Tx, userId: string): Promise<number[]> {
  const rows = await tx
    .select({ courseId: applications.courseId })
    .from(applications)
    .where(eq(applications.userId, userId));
  return rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId]));
}

export async function applicationExists(
  tx: Tx,
  options: { userId: string; courseId: number; intakeYear: number; intakeMonth: number },
): Promise<boolean> {
  const row = await firstRow(
    tx.select({ id: applications.id }).from(applications).where(whereEquals(applications, options)),
  );
  return row !== undefined;
}

/** The application with a row for each of its stages, all pending. */
export async function insertApplication(
  tx: Tx,
  options: {
    row: Omit<typeof applications.$inferInsert, 'id'>;
    stageIds: readonly number[];
  },
): Promise<ApplicationRow> {
  const [inserted] = await tx.insert(applications).values(options.row).returning();
  await tx
    .insert(applicationStages)
    .values(options.stageIds.map((stageId) => ({ applicationId: inserted!.id, stageId })));
  return inserted!;
}

export async function listStages(db: Db | Tx, applicationIds: readonly number[]): Promise<StageRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(applicationStages)
    .where(inArray(applicationStages.applicationId, [...applicationIds]));
}

export async function updateStage(
  tx: Tx,
  options: {
    applicationId: number;
    stageId: number;
    changes: Partial<
      Pick<StageRow, 'status' | 'fields' | 'startedAt' | 'completedAt' | 'dueOn' | 'remindedAt'>
    >;
  },
): Promise<void> {
  await tx
    .update(applicationStages)
    .set(options.changes)
    .where(
      whereEquals(applicationStages, { applicationId: options.applicationId, stageId: options.stageId }),
    );
}

/**
 * A document was filed at this stage: a pending stage is now in progress, on the one application
 * named, or on every application of the learner for a learner-level document.
 */
export async function startPendingStages(
  tx: Tx,
  options: { userId: string; applicationId: number | null; stageId: number; now: Date },
): Promise<void> {
  const owned = tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      options.applicationId === null
        ? eq(applications.userId, options.userId)
        : and(eq(applications.userId, options.userId), eq(applications.id, options.applicationId)),
    );
  await tx
    .update(applicationStages)
    .set({ status: 'IN_PROGRESS' satisfies StageStatus, startedAt: options.now })
    .where(
      and(
        eq(applicationStages.stageId, options.stageId),
        eq(applicationStages.status, 'PENDING'),
        inArray(applicationStages.applicationId, owned),
      ),
    );
}

/**
 * Stages not completed whose deadline falls on or before `until` and whose reminder has not gone,
 * with what the reminder needs to name and whom it goes to.
 */
export async function listStagesToRemind(db: Db, options: { until: string }) {
  return db
    .select({
      applicationId: applicationStages.applicationId,
      stageId: applicationStages.stageId,
      dueOn: applicationStages.dueOn,
      programName: applications.programName,
      universityName: applications.universityName,
      ...contactColumns,
    })
    .from(applicationStages)
    .innerJoin(applications, eq(applications.id, applicationStages.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        isNull(applicationStages.remindedAt),
        lte(applicationStages.dueOn, options.until),
        sql`${applicationStages.status} <> 'COMPLETED'`,
      ),
    )
    .orderBy(asc(applicationStages.dueOn))
    .limit(500);
}

/**
 * Claims a stage's reminder (sets reminded_at if nobody has), so two API replicas never send the
 * same one; `false` when another got there first.
 */
export async function claimReminder(
  db: Db,
  options: { applicationId: number; stageId: number; at: Date | null },
): Promise<boolean> {
  const claimed = await db
    .update(applicationStages)
    .set({ remindedAt: options.at })
    .where(
      and(
        eq(applicationStages.applicationId, options.applicationId),
        eq(applicationStages.stageId, options.stageId),
        options.at === null ? undefined : isNull(applicationStages.remindedAt),
      ),
    )
    .returning({ stageId: applicationStages.stageId });
  return claimed.length > 0;
}
