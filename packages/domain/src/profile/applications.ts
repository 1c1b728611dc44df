import { z } from 'zod';
import { istLocalInput } from '../ist-local.ts';
import { UserDocument } from './documents.ts';
import { STAGE_IDS, type StageId } from './stages.ts';

/** Where a stage of an application stands (SPEC.md §4 leaves the values open). */
export const STAGE_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export const StageStatus = z.enum(STAGE_STATUSES);
export type StageStatus = z.infer<typeof StageStatus>;

const IsoDate = z.iso.date();
const Month = z.number().int().min(1).max(12);

/** `POST /user/{userId}/application`: an application to one course of the catalogue for one intake. */
export const ApplicationCreate = z
  .object({
    courseId: z.number().int().positive(),
    intakeMonth: Month,
    intakeYear: z.number().int().min(2000).max(2100),
  })
  .meta({ id: 'ApplicationCreate' });
export type ApplicationCreate = z.infer<typeof ApplicationCreate>;

/** Course pages tell learners to apply six to nine months ahead of an intake. */
export const APPLY_MONTHS_AHEAD = 6;

/**
 * The intake an application started now aims at: the course's first intake at least
 * `APPLY_MONTHS_AHEAD` months after this month in India, or that month itself for a course that
 * lists no intake.
 */
export function nextIntake(
  intakes: readonly number[],
  now: Date,
): Pick<ApplicationCreate, 'intakeMonth' | 'intakeYear'> {
  const [year, month] = istLocalInput(now.toISOString()).split('-').map(Number) as [number, number];
  const earliest = year * 12 + (month - 1) + APPLY_MONTHS_AHEAD;
  const offsets = intakes.map((intake) => (intake - 1 - (earliest % 12) + 12) % 12);
  const index = earliest + (offsets.length > 0 ? Math.min(...offsets) : 0);
  return { intakeMonth: (index % 12) + 1, intakeYear: Math.floor(index / 12) };
}

export const StageRef = z.object({ stageId: z.number().int(), name: z.string(), status: StageStatus });

/** SPEC.md §3 Application, with the stage it has reached. */
export const Application = z
  .object({
    applicationId: z.number().int(),
    intakeMonth: Month,
    intakeYear: z.number().int(),
    countryName: z.string(),
    programName: z.string(),
    university: z.string(),
    courseId: z.number().int(),
    currentStage: StageRef.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof Application>;

/** `GET /user/{userId}/dashboard/applications`; `proofUrl` views the latest proof uploaded, if any. */
export const DashboardApplications = z
  .object({ applications: z.array(Application), proofUrl: z.string().nullable() })
  .meta({ id: 'DashboardApplications' });
export type DashboardApplications = z.infer<typeof DashboardApplications>;

export const StageProgress = StageRef.extend({
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  dueOn: IsoDate.nullable(),
});
export type StageProgress = z.infer<typeof StageProgress>;

/** Flying progress: every stage in order with its dates, and what the learner does next. */
export const ApplicationStatus = z
  .object({
    applicationId: z.number().int(),
    stages: z.array(StageProgress),
    next: z
      .object({ stageId: z.number().int(), name: z.string(), step: z.string(), dueOn: IsoDate.nullable() })
      .nullable(),
  })
  .meta({ id: 'ApplicationStatus' });
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const ApplicationStatusQuery = z.object({
  excludeFlyAbroadStage: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ApplicationParams = z.object({ userId: z.uuid(), id: z.coerce.number().int().positive() });
export const StageParams = ApplicationParams.extend({
  stageId: z.coerce
    .number()
    .int()
    .refine((id): id is StageId => (STAGE_IDS as readonly number[]).includes(id), 'unknown stage'),
});

type StageField = { name: string; label: string; kind: 'date' | 'text' };
const date = (name: string, label: string): StageField => ({ name, label, kind: 'date' });
const text = (name: string, label: string): StageField => ({ name, label, kind: 'text' });

/** The fields a stage records, shown as a form; every value is a date or a short text. */
export const STAGE_FIELDS: Record<StageId, readonly StageField[]> = {
  3: [date('passportExpiresOn', 'Passport valid until')],
  17: [date('scoresSentOn', 'Scores sent to the university on')],
  18: [
    date('submittedOn', 'Application submitted on'),
    text('applicationReference', 'University application number'),
  ],
  20: [text('offerType', 'Offer (conditional or unconditional)'), date('acceptedOn', 'Offer accepted on')],
  21: [date('depositPaidOn', 'Tuition deposit paid on'), date('visaAppointmentOn', 'Visa appointment on')],
  22: [date('flightOn', 'Flight on'), text('arrivalAirport', 'Arrival airport')],
};

export const StageFieldValues = z.record(z.string(), z.string().trim().max(200));
export type StageFieldValues = z.infer<typeof StageFieldValues>;

export const StageDetail = StageProgress.extend({
  applicationId: z.number().int(),
  fields: StageFieldValues,
  documentTypes: z.array(
    z.object({ id: z.number().int(), label: z.string(), documents: z.array(UserDocument) }),
  ),
}).meta({ id: 'StageDetail' });
export type StageDetail = z.infer<typeof StageDetail>;

/**
 * `POST …/stageId/{stageId}/detail`: field values (an empty text clears one), a deadline, and —
 * for a counsellor only — the stage's status.
 */
export const StageDetailUpdate = z
  .object({
    fields: StageFieldValues.default({}),
    dueOn: IsoDate.nullable().optional(),
    status: StageStatus.optional(),
  })
  .meta({ id: 'StageDetailUpdate' });
export type StageDetailUpdate = z.infer<typeof StageDetailUpdate>;

/** The stage to work on next: the first one not completed, in order. */
export function nextStage<T extends { status: StageStatus }>(stages: readonly T[]): T | undefined {
  return stages.find((stage) => stage.status !== 'COMPLETED');
}
