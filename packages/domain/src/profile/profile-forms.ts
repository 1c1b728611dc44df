import { z } from 'zod';
import { EXAMS, ExamCode } from '../catalogue/exams.ts';
import { PrimaryCategory } from '../catalogue/category-schema.ts';
import { EducationLevel } from '../catalogue/level-schema.ts';
import { DESTINATIONS } from '../destinations.ts';
import { MinorUnits } from '../money-schemas.ts';
import { PersonName } from '../lead/schemas.ts';

const IsoDate = z.iso.date();
const ShortText = z.string().trim().min(2).max(120);

/** `GET/POST /user/{userId}/personal`. */
export const PersonalDetails = z
  .object({
    fullName: PersonName,
    dateOfBirth: IsoDate,
    gender: z.enum(['FEMALE', 'MALE', 'OTHER', 'UNDISCLOSED']),
    city: ShortText,
    state: ShortText,
    passport: z.enum(['HAVE', 'APPLIED', 'NONE']),
  })
  .meta({ id: 'PersonalDetails' });
export type PersonalDetails = z.infer<typeof PersonalDetails>;

/** The classes of `education/{class}` (SPEC.md §7 lookup "Academic Class"), in order. */
export const ACADEMIC_CLASSES = [
  { slug: 'class-10', name: 'Class 10' },
  { slug: 'class-12', name: 'Class 12' },
  { slug: 'bachelors', name: "Bachelor's degree" },
  { slug: 'masters', name: "Master's degree" },
] as const;
export type AcademicClass = (typeof ACADEMIC_CLASSES)[number]['slug'];
export const AcademicClass = z.enum(
  ACADEMIC_CLASSES.map((c) => c.slug) as [AcademicClass, ...AcademicClass[]],
);

/** SPEC.md §7 lookup "Grading System": the scale a score is on, and its top. */
export const GRADING_SYSTEMS = { PERCENTAGE: 100, CGPA_10: 10, CGPA_4: 4 } as const;
export const GradingSystem = z.enum(['PERCENTAGE', 'CGPA_10', 'CGPA_4']);

export const EducationRecord = z
  .object({
    institution: ShortText,
    board: ShortText,
    stream: ShortText.optional(),
    status: z.enum(['COMPLETED', 'PURSUING']),
    yearOfCompletion: z.number().int().min(1970).max(2100),
    gradingSystem: GradingSystem,
    score: z.number().nonnegative(),
  })
  .refine((r) => r.score <= GRADING_SYSTEMS[r.gradingSystem], {
    path: ['score'],
    message: 'the score is above the top of its grading system',
  })
  .meta({ id: 'EducationRecord' });
export type EducationRecord = z.infer<typeof EducationRecord>;

/** `POST /user/{userId}/exam/{examType}`: a test taken (with its score), booked or being prepared for. */
export const ExamRecord = z
  .object({
    status: z.enum(['TAKEN', 'BOOKED', 'PREPARING']),
    score: z.number().nonnegative().optional(),
    testDate: IsoDate.optional(),
  })
  .meta({ id: 'ExamRecord' });
export type ExamRecord = z.infer<typeof ExamRecord>;

/** An exam record checked against its exam's scale: a taken test needs a score on that scale. */
export function checkExamRecord(exam: ExamCode, record: ExamRecord): string | undefined {
  if (record.status !== 'TAKEN') return undefined;
  const { min, max, name } = EXAMS[exam];
  if (record.score === undefined) return `please enter your ${name} score`;
  if (record.score < min || record.score > max) return `${name} scores run from ${min} to ${max}`;
  return undefined;
}

export const ExamEntry = ExamRecord.extend({ exam: ExamCode });
export type ExamEntry = z.infer<typeof ExamEntry>;

/** `GET /user/{userId}/exam/group/{examGroupId}`: the group's exams the learner has recorded. */
export const ExamGroupRecords = z
  .object({ groupId: z.number().int(), name: z.string(), exams: z.array(ExamEntry) })
  .meta({ id: 'ExamGroupRecords' });
export type ExamGroupRecords = z.infer<typeof ExamGroupRecords>;

export const FUND_SOURCES = ['SELF', 'FAMILY', 'EDUCATION_LOAN', 'SCHOLARSHIP'] as const;

/** `GET/POST /user/{userId}/fund-detail`: how the learner pays, and what they can spend a year, in paise. */
export const FundDetails = z
  .object({
    sources: z.array(z.enum(FUND_SOURCES)).min(1, 'please choose at least one source'),
    annualBudget: z.object({ amountMinor: MinorUnits, currency: z.literal('INR') }),
  })
  .meta({ id: 'FundDetails' });
export type FundDetails = z.infer<typeof FundDetails>;

const DestinationIso3 = z.enum(DESTINATIONS.map((d) => d.iso3) as [string, ...string[]]);

/** `GET/PUT /user/{userId}/study-abroad-preference`: what the ranking of courses reads first. */
export const StudyAbroadPreference = z
  .object({
    educationLevel: EducationLevel,
    countries: z.array(DestinationIso3).max(5),
    subjects: z.array(PrimaryCategory).max(5),
    intakeYear: z.number().int().min(2000).max(2100),
    intakeMonth: z.number().int().min(1).max(12).optional(),
  })
  .meta({ id: 'StudyAbroadPreference' });
export type StudyAbroadPreference = z.infer<typeof StudyAbroadPreference>;

/** The questions of `/profile-questions`, each with the answers a learner picks from. */
export const PROFILE_QUESTIONS = [
  {
    id: 'start-when',
    text: 'When do you want to start your course?',
    options: ['Within 6 months', 'In 6 to 12 months', 'In more than a year', 'Not sure yet'],
  },
  {
    id: 'application-stage',
    text: 'Where are you with your applications?',
    options: ['Not started', 'Shortlisting universities', 'Preparing documents', 'Applied to some'],
  },
  {
    id: 'work-experience',
    text: 'How much work experience do you have?',
    options: ['None', 'Less than 2 years', '2 to 5 years', 'More than 5 years'],
  },
  {
    id: 'help-wanted',
    text: 'What would you most like help with?',
    options: ['Choosing a course', 'Test preparation', 'Applications and SOP', 'Loans and visa'],
  },
] as const;

export const ProfileAnswers = z
  .object({
    answers: z.array(z.object({ questionId: z.string(), answer: z.string() })).max(PROFILE_QUESTIONS.length),
  })
  .superRefine((value, ctx) => {
    value.answers.forEach((entry, index) => {
      const question = PROFILE_QUESTIONS.find((q) => q.id === entry.questionId);
      if (!question || !(question.options as readonly string[]).includes(entry.answer)) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', index],
          message: 'please choose one of the answers',
        });
      }
    });
  })
  .meta({ id: 'ProfileAnswers' });
export type ProfileAnswers = z.infer<typeof ProfileAnswers>;

/** `GET/POST /user/{userId}/other/profile-question`: anything else the learner wants their counsellor to know. */
export const OtherProfileAnswer = z
  .object({ answer: z.string().trim().min(2).max(1000) })
  .meta({ id: 'OtherProfileAnswer' });
export type OtherProfileAnswer = z.infer<typeof OtherProfileAnswer>;

/** `POST /user/{userId}/notes` (SPEC.md §3 notes shape): `rpId` names the recommendation the note is about. */
export const NoteRequest = z
  .object({
    rpId: z.number().int().positive().optional(),
    studyAbroad: z.boolean(),
    notes: z.string().trim().min(2).max(2000),
  })
  .meta({ id: 'NoteRequest' });
export type NoteRequest = z.infer<typeof NoteRequest>;

export const Note = NoteRequest.extend({
  id: z.number().int(),
  rpId: z.number().int().nullable(),
  author: z.string(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'Note' });
export type Note = z.infer<typeof Note>;
