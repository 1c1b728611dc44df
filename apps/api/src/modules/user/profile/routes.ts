import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { ExamCode } from '@meridian/domain/catalogue/exams';
import { ExamGroupId } from '@meridian/domain/profile/exam-groups';
import {
  AcademicClass,
  EducationRecord,
  ExamGroupRecords,
  ExamRecord,
  FundDetails,
  Note,
  NoteRequest,
  OtherProfileAnswer,
  PersonalDetails,
  ProfileAnswers,
  StudyAbroadPreference,
} from '@meridian/domain/profile/profile-forms';
import { CounsellorDetails, UserDetail } from '@meridian/domain/profile/profile-details';
import { authOf } from '#api/platform/auth/auth-guard.ts';
import type { Clock, ModuleDeps } from '#api/platform/module-deps.ts';
import type { Db } from '#api/db/client.ts';
import type { SectionName } from './service.ts';
import {
  addNote,
  counsellorOf,
  examGroupRecords,
  notesOf,
  readSection,
  saveEducation,
  saveExam,
  userDetail,
  writeSection,
} from './service.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';

const UserParams = z.object({ userId: z.uuid() });

/** GET and POST (or PUT) of a one-row form: the saved form, or null before it is filled in. */
function formRoutes<S extends Exclude<SectionName, 'education' | 'exam'>>(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
  form: { path: string; section: S; schema: z.ZodType; name: string; write: 'post' | 'put' },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `/:userId/${form.path}`,
    {
      schema: {
        summary: `The learner’s ${form.name}, or null before they are filled in`,
        params: UserParams,
        response: { 200: form.schema.nullable() },
      },
    },
    async (request) => readSection(deps.db, { userId: request.params.userId, section: form.section }),
  );
  typed[form.write](
    `/:userId/${form.path}`,
    {
      schema: {
        summary: `Save the learner’s ${form.name}`,
        params: UserParams,
        body: form.schema,
        response: { 200: form.schema },
      },
    },
    async (request) =>
      writeSection(deps.db, {
        userId: request.params.userId,
        section: form.section,
        data: request.body as never,
        now: deps.clock(),
      }),
  );
}

/** The profile forms, the detail the dashboard shows, notes and the learner's counsellor (SPEC.md §7). */
export const profileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  const deps = { db, clock };
  formRoutes(app, deps, {
    path: 'personal',
    section: 'personal',
    schema: PersonalDetails,
    name: 'personal details',
    write: 'post',
  });
  formRoutes(app, deps, {
    path: 'fund-detail',
    section: 'funds',
    schema: FundDetails,
    name: 'funding',
    write: 'post',
  });
  formRoutes(app, deps, {
    path: 'study-abroad-preference',
    section: 'preference',
    schema: StudyAbroadPreference,
    name: 'study-abroad preferences',
    write: 'put',
  });
  formRoutes(app, deps, {
    path: 'profile-question',
    section: 'questions',
    schema: ProfileAnswers,
    name: 'profile answers',
    write: 'post',
  });
  formRoutes(app, deps, {
    path: 'other/profile-question',
    section: 'other-questions',
    schema: OtherProfileAnswer,
    name: 'note to their counsellor',
    write: 'post',
  });

  const EducationParams = UserParams.extend({ class: AcademicClass });
  app.get(
    '/:userId/education/:class',
    readRoute(
      'The learner’s education record of one class (class-10, class-12, bachelors, masters)',
      EducationRecord.nullable(),
      { params: EducationParams },
    ),
    async (request) =>
      readSection(db, { userId: request.params.userId, section: 'education', itemKey: request.params.class }),
  );
  app.post(
    '/:userId/education/:class',
    {
      schema: {
        summary: 'Save the learner’s education record of one class',
        params: EducationParams,
        body: EducationRecord,
        response: { 200: EducationRecord },
      },
    },
    async (request) =>
      saveEducation(db, {
        userId: request.params.userId,
        academicClass: request.params.class,
        record: request.body,
        now: clock(),
      }),
  );

  app.get(
    '/:userId/exam/group/:examGroupId',
    readRoute('The learner’s tests of one group (1 English language, 2 admission tests)', ExamGroupRecords, {
      params: UserParams.extend({ examGroupId: ExamGroupId }),
    }),
    async (request) =>
      examGroupRecords(db, { userId: request.params.userId, groupId: request.params.examGroupId }),
  );
  app.post(
    '/:userId/exam/:examType',
    {
      schema: {
        summary: 'Save a test taken (with its score), booked or being prepared for',
        params: UserParams.extend({ examType: ExamCode }),
        body: ExamRecord,
        response: { 200: ExamRecord },
      },
    },
    async (request) =>
      saveExam(db, {
        userId: request.params.userId,
        exam: request.params.examType,
        record: request.body,
        now: clock(),
      }),
  );

  app.get(
    '/:userId/detail',
    readRoute('Profile details: the account, its preferred level and the forms filled in', UserDetail, {
      params: UserParams,
    }),
    async (request) => userDetail(db, request.params.userId),
  );

  app.get(
    '/:userId/counselor',
    readRoute('The counsellor looking after the learner, if one is assigned', CounsellorDetails, {
      params: UserParams,
    }),
    async (request) => counsellorOf(db, request.params.userId),
  );

  app.get(
    '/:userId/notes',
    readRoute('Notes on the learner, newest first', z.array(Note), { params: UserParams }),
    async (request) => notesOf(db, request.params.userId),
  );
  app.post(
    '/:userId/notes',
    createRoute('Add a note on the learner (by the learner or their counsellor)', Note, {
      params: UserParams,
      body: NoteRequest,
    }),
    async (request) =>
      addNote(db, {
        userId: request.params.userId,
        authorId: authOf(request).userId,
        note: request.body,
        now: clock(),
      }),
  );
};
