import type { z } from 'zod';
import type { ExamCode } from '@meridian/domain/catalogue/exams';
import {
  EducationRecord,
  ExamRecord,
  FundDetails,
  OtherProfileAnswer,
  PersonalDetails,
  ProfileAnswers,
  StudyAbroadPreference,
  checkExamRecord,
  type AcademicClass,
  type ExamEntry,
  type Note,
  type NoteRequest,
} from '@meridian/domain/profile/profile-forms';
import { SavedGpa } from '@meridian/domain/calculators/saved-gpa';
import { EXAM_GROUPS, type ExamGroupId } from '@meridian/domain/profile/exam-groups';
import type {
  CounsellorDetails,
  ProfileSectionKey,
  UserDetail,
} from '@meridian/domain/profile/profile-details';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  findCounsellor,
  findSection,
  findUser,
  insertNote,
  listNotes,
  listSections,
  updateUserProfileFields,
  upsertSection,
  type SectionName,
} from './repo.ts';

export type { SectionName };

/** Each form's schema, by the section it is kept under. */
const SECTION_SCHEMAS = {
  personal: PersonalDetails,
  education: EducationRecord,
  exam: ExamRecord,
  funds: FundDetails,
  preference: StudyAbroadPreference,
  questions: ProfileAnswers,
  'other-questions': OtherProfileAnswer,
  gpa: SavedGpa,
} as const satisfies Record<SectionName, z.ZodType>;

type SectionData<S extends SectionName> = z.infer<(typeof SECTION_SCHEMAS)[S]>;

/** A stored form as its schema reads it; a row written by an older schema that no longer reads is "not filled in". */
function parsed<S extends SectionName>(section: S, data: unknown): SectionData<S> | null {
  const result = SECTION_SCHEMAS[section].safeParse(data);
  return result.success ? (result.data as SectionData<S>) : null;
}

export async function readSection<S extends SectionName>(
  db: Db,
  options: { userId: string; section: S; itemKey?: string },
): Promise<SectionData<S> | null> {
  const data = await findSection(db, options);
  return data === undefined ? null : parsed(options.section, data);
}

/**
 * Saves one form. The personal name and the preferred level are also the account's, so the header
 * and the education-level cookie follow what the learner last said.
 */
export async function writeSection<S extends SectionName>(
  db: Db,
  options: { userId: string; section: S; itemKey?: string; data: SectionData<S>; now: Date },
): Promise<SectionData<S>> {
  const { userId, section, data, now } = options;
  await db.transaction(async (tx) => {
    await upsertSection(tx, options);
    if (section === 'personal') {
      await updateUserProfileFields(tx, { userId, fullName: (data as PersonalDetails).fullName, now });
    }
    if (section === 'preference') {
      const level = (data as StudyAbroadPreference).educationLevel;
      await updateUserProfileFields(tx, { userId, interestedEducationLevel: level, now });
    }
  });
  return data;
}

export async function saveEducation(
  db: Db,
  options: { userId: string; academicClass: AcademicClass; record: EducationRecord; now: Date },
) {
  return writeSection(db, {
    ...options,
    section: 'education',
    itemKey: options.academicClass,
    data: options.record,
  });
}

export async function saveExam(
  db: Db,
  options: { userId: string; exam: ExamCode; record: ExamRecord; now: Date },
) {
  const problem = checkExamRecord(options.exam, options.record);
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'score' });
  return writeSection(db, { ...options, section: 'exam', itemKey: options.exam, data: options.record });
}

/** The learner's records of one exam group's tests, in the group's order. */
export async function examGroupRecords(db: Db, options: { userId: string; groupId: ExamGroupId }) {
  const group = EXAM_GROUPS.find((g) => g.id === options.groupId)!;
  const rows = await listSections(db, { userId: options.userId, section: 'exam' });
  const exams: ExamEntry[] = [];
  for (const exam of group.exams) {
    const row = rows.find((r) => r.itemKey === exam);
    const record = row ? parsed('exam', row.data) : null;
    if (record) exams.push({ ...record, exam });
  }
  return { groupId: group.id, name: group.name, exams };
}

/** Every exam the learner has a score for, for the ranking of courses. */
export async function examScores(db: Db, userId: string): Promise<Partial<Record<ExamCode, number>>> {
  const rows = await listSections(db, { userId, section: 'exam' });
  const scores: Partial<Record<ExamCode, number>> = {};
  for (const row of rows) {
    const record = parsed('exam', row.data);
    if (record?.status === 'TAKEN' && record.score !== undefined)
      scores[row.itemKey as ExamCode] = record.score;
  }
  return scores;
}

const COMPLETION: Record<ProfileSectionKey, SectionName> = {
  personal: 'personal',
  education: 'education',
  exams: 'exam',
  funds: 'funds',
  preference: 'preference',
  questions: 'questions',
};

/** `GET /user/{userId}/detail`: the account, its preferred level and which forms are filled in. */
export async function userDetail(db: Db, userId: string): Promise<UserDetail> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'no such user', { field: 'userId' });
  const filled = new Set((await listSections(db, { userId })).map((row) => row.section));
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    mobile: user.mobile,
    paidUser: user.paidUser,
    userProfile: {
      interestedEducationLevel: user.interestedEducationLevel ?? null,
      completed: (Object.keys(COMPLETION) as ProfileSectionKey[]).filter((key) =>
        filled.has(COMPLETION[key]),
      ),
    },
  };
}

export async function counsellorOf(db: Db, userId: string): Promise<CounsellorDetails> {
  const row = await findCounsellor(db, userId);
  return { counsellor: row ? { ...row, since: row.since.toISOString() } : null };
}

export async function addNote(
  db: Db,
  options: { userId: string; authorId: string; note: NoteRequest; now: Date },
): Promise<Note> {
  const row = await db.transaction((tx) =>
    insertNote(tx, {
      userId: options.userId,
      authorId: options.authorId,
      rpId: options.note.rpId ?? null,
      studyAbroad: options.note.studyAbroad,
      notes: options.note.notes,
      createdAt: options.now,
    }),
  );
  return (await notesOf(db, options.userId)).find((note) => note.id === row.id)!;
}

export async function notesOf(db: Db, userId: string): Promise<Note[]> {
  return (await listNotes(db, userId)).map((row) => ({
    ...row,
    author: row.author ?? 'A former counsellor',
    createdAt: row.createdAt.toISOString(),
  }));
}
