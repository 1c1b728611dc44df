import {
  STAGE_FIELDS,
  nextIntake,
  nextStage,
  type Application,
  type ApplicationCreate,
  type ApplicationStatus,
  type StageDetail,
  type StageDetailUpdate,
  type StageProgress,
} from '@meridian/domain/profile/applications';
import {
  ADMISSION_STAGES,
  FLY_ABROAD_STAGE_ID,
  documentTypesOfStage,
  findStage,
  proofTypesOfStage,
  type StageId,
} from '@meridian/domain/profile/stages';
import type { Db } from '#api/db/client.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { listUserDocuments } from '#api/modules/user/documents/service.ts';
import {
  applicationExists,
  findApplication,
  findCourseNames,
  findCoursesToApply,
  insertApplication,
  listAppliedCourseIds,
  listApplications,
  listStages,
  updateStage,
  type ApplicationRow,
  type StageRow,
} from './repo.ts';

const STAGE_ORDER = ADMISSION_STAGES.map((stage) => stage.id);

function toStageProgress(row: StageRow): StageProgress {
  return {
    stageId: row.stageId,
    name: findStage(row.stageId)?.name ?? `Stage ${row.stageId}`,
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    dueOn: row.dueOn,
  };
}

/** An application's stages in journey order. */
function stagesOf(rows: readonly StageRow[], applicationId: number): StageProgress[] {
  return rows
    .filter((row) => row.applicationId === applicationId)
    .sort((a, b) => STAGE_ORDER.indexOf(a.stageId as StageId) - STAGE_ORDER.indexOf(b.stageId as StageId))
    .map(toStageProgress);
}

function toApplication(row: ApplicationRow, stages: readonly StageProgress[]): Application {
  const current = nextStage(stages);
  return {
    applicationId: row.id,
    intakeMonth: row.intakeMonth,
    intakeYear: row.intakeYear,
    countryName: row.countryName,
    programName: row.programName,
    university: row.universityName,
    courseId: row.courseId ?? 0,
    currentStage: current ? { stageId: current.stageId, name: current.name, status: current.status } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUserApplications(db: Db, userId: string): Promise<Application[]> {
  const rows = await listApplications(db, userId);
  const stages = await listStages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApplication(row, stagesOf(stages, row.id)));
}

/** Serialises the changes to one learner's applications, so two requests never add the same one. */
const lockApplicationsOf = (tx: Tx, userId: string) => lockKeys(tx, [`applications:${userId}`]);

/** A new application, with every stage pending; the same course and intake twice is `US_AE_4007`. */
export async function createApplication(
  db: Db,
  options: { userId: string; request: ApplicationCreate },
): Promise<Application> {
  const { userId, request } = options;
  const names = await findCourseNames(db, request.courseId);
  if (!names) throw new AppError('NOT_FOUND', 'no such course', { field: 'courseId' });
  const row = await db.transaction(async (tx) => {
    await lockApplicationsOf(tx, userId);
    if (await applicationExists(tx, { userId, ...request })) throw new AppError('US_AE_4007');
    return insertApplication(tx, { row: { userId, ...request, ...names }, stageIds: STAGE_ORDER });
  });
  return (await listUserApplications(db, userId)).find((a) => a.applicationId === row.id)!;
}

/**
 * Inside the caller's transaction, an application for each course the learner has none to yet,
 * at its first stage and aimed at the course's next intake (`nextIntake`): what applying with a
 * counsellor's shortlist starts.
 */
export async function startApplications(
  tx: Tx,
  options: { userId: string; courseIds: readonly number[]; now: Date },
): Promise<void> {
  const { userId, now } = options;
  await lockApplicationsOf(tx, userId);
  const held = new Set(await listAppliedCourseIds(tx, userId));
  const toApply = await findCoursesToApply(
    tx,
    options.courseIds.filter((id) => !held.has(id)),
  );
  for (const { courseId, intakes, ...names } of toApply) {
    await insertApplication(tx, {
      row: { userId, courseId, ...nextIntake(intakes, now), ...names },
      stageIds: STAGE_ORDER,
    });
  }
}

async function applicationOrThrow(db: Db, options: { userId: string; applicationId: number }) {
  const row = await findApplication(db, options);
  if (!row) throw new AppError('NOT_FOUND', 'no such application', { field: 'id' });
  return row;
}

/** Flying progress: every stage with its dates, and the first one not done as what comes next. */
export async function applicationStatus(
  db: Db,
  options: { userId: string; applicationId: number; excludeFlyAbroadStage: boolean },
): Promise<ApplicationStatus> {
  const row = await applicationOrThrow(db, options);
  const stages = stagesOf(await listStages(db, [row.id]), row.id).filter(
    (stage) => !(options.excludeFlyAbroadStage && stage.stageId === FLY_ABROAD_STAGE_ID),
  );
  const next = nextStage(stages);
  return {
    applicationId: row.id,
    stages,
    next: next
      ? { stageId: next.stageId, name: next.name, step: findStage(next.stageId)!.nextStep, dueOn: next.dueOn }
      : null,
  };
}

export async function stageDetail(
  db: Db,
  options: { userId: string; applicationId: number; stageId: StageId },
): Promise<StageDetail> {
  const row = await applicationOrThrow(db, options);
  const stage = (await listStages(db, [row.id])).find((s) => s.stageId === options.stageId);
  if (!stage) throw new AppError('NOT_FOUND', 'this application has no such stage', { field: 'stageId' });
  const documents = await listUserDocuments(db, options.userId);
  const stageTypes = documentTypesOfStage(options.stageId);
  return {
    ...toStageProgress(stage),
    applicationId: row.id,
    fields: stage.fields,
    documentTypes: stageTypes.map((type) => ({
      id: type.id,
      label: type.label,
      // A learner-level document counts for every application; others for their own only.
      documents: documents.filter(
        (d) => d.documentTypeId === type.id && (d.applicationId === null || d.applicationId === row.id),
      ),
    })),
  };
}

/** The stage's fields, each checked against what the stage records; an empty value clears one. */
function mergeFields(stageId: StageId, current: Record<string, string>, update: Record<string, string>) {
  const merged = { ...current };
  for (const [name, value] of Object.entries(update)) {
    const field = STAGE_FIELDS[stageId].find((f) => f.name === name);
    if (!field)
      throw new AppError('BAD_REQUEST', 'this stage does not record that', { field: `fields.${name}` });
    if (value === '') {
      delete merged[name];
      continue;
    }
    if (field.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new AppError('BAD_REQUEST', 'must be a date (YYYY-MM-DD)', { field: `fields.${name}` });
    }
    merged[name] = value;
  }
  return merged;
}

/** A stage is completed only on its proofs: each proof type of the stage has a document filed. */
function refuseWithoutProof(detail: StageDetail, stageId: StageId): void {
  const missing = proofTypesOfStage(stageId).filter(
    (type) => !detail.documentTypes.some((t) => t.id === type.id && t.documents.length > 0),
  );
  if (missing.length === 0) return;
  throw new AppError(
    'BAD_REQUEST',
    `upload the ${missing.map((type) => type.label.toLowerCase()).join(' and ')} before completing ${detail.name}`,
    { field: 'status' },
  );
}

/**
 * `POST …/stageId/{stageId}/detail`: fields and a deadline from the learner or a counsellor; only a
 * counsellor moves the stage's status, and completes it only once its proofs are uploaded. Filling
 * in a pending stage starts it.
 */
export async function updateStageDetail(
  db: Db,
  options: {
    userId: string;
    applicationId: number;
    stageId: StageId;
    update: StageDetailUpdate;
    internal: boolean;
    now: Date;
  },
): Promise<StageDetail> {
  const { update, now } = options;
  if (update.status && !options.internal) {
    throw new AppError('FORBIDDEN', 'only a counsellor changes a stage’s status', { field: 'status' });
  }
  const current = await stageDetail(db, options);
  if (update.status === 'COMPLETED' && current.status !== 'COMPLETED') {
    refuseWithoutProof(current, options.stageId);
  }
  const fields = mergeFields(options.stageId, current.fields, update.fields);
  const filledIn = Object.keys(update.fields).length > 0;
  const status = update.status ?? (current.status === 'PENDING' && filledIn ? 'IN_PROGRESS' : current.status);
  const dueOn = update.dueOn === undefined ? current.dueOn : update.dueOn;
  await db.transaction((tx) =>
    updateStage(tx, {
      applicationId: options.applicationId,
      stageId: options.stageId,
      changes: {
        fields,
        status,
        dueOn,
        startedAt: status === 'PENDING' ? null : current.startedAt ? new Date(current.startedAt) : now,
        completedAt:
          status === 'COMPLETED' ? (current.completedAt ? new Date(current.completedAt) : now) : null,
        // A moved deadline gets its own reminder.
        ...(dueOn !== current.dueOn ? { remindedAt: null } : {}),
      },
    }),
  );
  return stageDetail(db, options);
}
