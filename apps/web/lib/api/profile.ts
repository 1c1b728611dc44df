import { z } from 'zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  Application,
  ApplicationStatus,
  DashboardApplications,
  StageDetail,
  type ApplicationCreate,
  type StageDetailUpdate,
} from '@meridian/domain/profile/applications';
import { DocumentList, DocumentViewLink, UserDocument } from '@meridian/domain/profile/documents';
import {
  DocumentRequest,
  DocumentRequestList,
  type DocumentRequestCreateInput,
} from '@meridian/domain/profile/document-requests';
import { RecommendationPage } from '@meridian/domain/profile/courses-for-you';
import { CounsellorDetails, UserDetail } from '@meridian/domain/profile/profile-details';
import { DashboardUniversities } from '@meridian/domain/profile/dashboard-universities';
import {
  EducationRecord,
  ExamGroupRecords,
  ExamRecord,
  FundDetails,
  Note,
  OtherProfileAnswer,
  PersonalDetails,
  ProfileAnswers,
  StudyAbroadPreference,
  type AcademicClass,
  type NoteRequest,
} from '@meridian/domain/profile/profile-forms';
import type { ExamCode } from '@meridian/domain/catalogue/exams';
import {
  LearningCourse,
  LearningProgress,
  ProgressStats,
  QuizResult,
  type QuizSubmission,
} from '@meridian/domain/learning/course';
import { LearnerGuide } from '@meridian/domain/learning/guide';
import { DepartureChecklist } from '@meridian/domain/learning/departure';
import { BuddyAssignment, type BuddyMessage } from '@meridian/domain/learning/buddy';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import { UserLite } from '@meridian/domain/auth/session';
import { browserClient } from './browser-client.ts';
import { userPath } from './user-path.ts';

const get = <T extends z.ZodType>(
  userId: string,
  path: string,
  schema: T,
  query?: Record<string, string | number>,
) => browserClient.request('user', userPath(userId, path), { schema, ...(query ? { query } : {}) });
const write = <T extends z.ZodType>(
  userId: string,
  path: string,
  body: unknown,
  schema: T,
  method: 'POST' | 'PUT' = 'POST',
) => browserClient.request('user', userPath(userId, path), { method, body, schema });

export const getUserDetail = (userId: string) => get(userId, 'detail', UserDetail);
export const getUserLite = (userId: string) => get(userId, 'lite', UserLite);
export const getCounsellor = (userId: string) => get(userId, 'counselor', CounsellorDetails);
export const getNotes = (userId: string) => get(userId, 'notes', z.array(Note));
export const addNote = (userId: string, note: NoteRequest) => write(userId, 'notes', note, Note);

export const getDocuments = (userId: string) => get(userId, 'document', DocumentList);
export const getDocumentViewLink = (userId: string, documentId: string) =>
  get(userId, `document/${documentId}/view`, DocumentViewLink);
export const deleteDocument = (userId: string, documentId: string) =>
  browserClient.request('user', userPath(userId, `document/${documentId}`), {
    method: 'DELETE',
    schema: Accepted,
  });

/** Uploads (or, with `documentId`, replaces) a document, telling `onProgress` how much has gone. */
export function uploadDocument(
  userId: string,
  options: {
    documentTypeId: number;
    applicationId?: number | undefined;
    documentId?: string | undefined;
    label?: string | undefined;
    file: File;
    onProgress: (fraction: number) => void;
  },
) {
  const body = new FormData();
  body.set('documentTypeId', String(options.documentTypeId));
  if (options.applicationId) body.set('applicationId', String(options.applicationId));
  if (options.label) body.set('label', options.label);
  body.set('file', options.file, options.file.name);
  const path = options.documentId ? `document/${options.documentId}` : 'document/upload';
  return browserClient.upload('user', userPath(userId, path), {
    method: options.documentId ? 'PUT' : 'POST',
    body,
    schema: UserDocument,
    onProgress: options.onProgress,
  });
}

export const getDocumentRequests = (userId: string) => get(userId, 'document-requests', DocumentRequestList);
/** A counsellor asks the learner for a document (staff only). */
export const requestDocument = (userId: string, request: DocumentRequestCreateInput) =>
  write(userId, 'document-requests', request, DocumentRequest);

export const getDashboardUniversities = (userId: string) =>
  get(userId, 'dashboard/universities', DashboardUniversities, { length: PAGE_SIZES.dashboardUniversities });
export const getDashboardApplications = (userId: string) =>
  get(userId, 'dashboard/applications', DashboardApplications);
export const createApplication = (userId: string, request: ApplicationCreate) =>
  write(userId, 'application', request, Application);
export const getApplicationStatus = (userId: string, applicationId: number) =>
  get(userId, `dashboard/application/${applicationId}/status`, ApplicationStatus);
export const getStageDetail = (userId: string, applicationId: number, stageId: number) =>
  get(userId, `dashboard/application/${applicationId}/stageId/${stageId}/detail`, StageDetail);
export const saveStageDetail = (
  userId: string,
  applicationId: number,
  stageId: number,
  update: StageDetailUpdate,
) => write(userId, `dashboard/application/${applicationId}/stageId/${stageId}/detail`, update, StageDetail);

export const getRecommendations = (userId: string, page: number, length: number) =>
  get(userId, 'recommendation', RecommendationPage, { page, length });

export const getPersonal = (userId: string) => get(userId, 'personal', PersonalDetails.nullable());
export const savePersonal = (userId: string, data: PersonalDetails) =>
  write(userId, 'personal', data, PersonalDetails);
export const getEducation = (userId: string, academicClass: AcademicClass) =>
  get(userId, `education/${academicClass}`, EducationRecord.nullable());
export const saveEducation = (userId: string, academicClass: AcademicClass, data: EducationRecord) =>
  write(userId, `education/${academicClass}`, data, EducationRecord);
export const getExamGroup = (userId: string, groupId: number) =>
  get(userId, `exam/group/${groupId}`, ExamGroupRecords);
export const saveExam = (userId: string, exam: ExamCode, data: ExamRecord) =>
  write(userId, `exam/${exam}`, data, ExamRecord);
export const getFunds = (userId: string) => get(userId, 'fund-detail', FundDetails.nullable());
export const saveFunds = (userId: string, data: FundDetails) =>
  write(userId, 'fund-detail', data, FundDetails);
export const getPreference = (userId: string) =>
  get(userId, 'study-abroad-preference', StudyAbroadPreference.nullable());
export const savePreference = (userId: string, data: StudyAbroadPreference) =>
  write(userId, 'study-abroad-preference', data, StudyAbroadPreference, 'PUT');
export const getProfileAnswers = (userId: string) =>
  get(userId, 'profile-question', ProfileAnswers.nullable());
export const saveProfileAnswers = (userId: string, data: ProfileAnswers) =>
  write(userId, 'profile-question', data, ProfileAnswers);
export const getOtherAnswer = (userId: string) =>
  get(userId, 'other/profile-question', OtherProfileAnswer.nullable());
export const saveOtherAnswer = (userId: string, data: OtherProfileAnswer) =>
  write(userId, 'other/profile-question', data, OtherProfileAnswer);

// The paid learner's tabs (SPEC.md §7 learning): a free learner is answered 403.
export const getLearningCourse = (userId: string) => get(userId, 'learning/course', LearningCourse);
export const getLearningProgress = (userId: string, page: number) =>
  get(userId, 'learning/progress', LearningProgress, { page, size: PAGE_SIZES.progressStats });
export const completeLesson = (userId: string, lessonId: number) =>
  browserClient.request('user', userPath(userId, `learning/lessons/${lessonId}/complete`), {
    method: 'POST',
    schema: ProgressStats,
  });
export const submitQuiz = (userId: string, moduleKey: string, submission: QuizSubmission) =>
  write(userId, `learning/quizzes/${encodeURIComponent(moduleKey)}/attempts`, submission, QuizResult);
export const getLearnerGuide = (userId: string, programKey: string, submissionDate: string) =>
  get(userId, `learner-guide/program-key/${encodeURIComponent(programKey)}`, LearnerGuide, {
    submissionDate,
  });
export const getDepartureChecklist = (userId: string) =>
  get(userId, 'flying-progress/checklist', DepartureChecklist);
export const tickDepartureItem = (userId: string, itemKey: string, done: boolean) =>
  write(
    userId,
    `flying-progress/checklist/${encodeURIComponent(itemKey)}`,
    { done },
    DepartureChecklist,
    'PUT',
  );
export const getBuddy = (userId: string) => get(userId, 'buddy', BuddyAssignment);
export const messageBuddy = (userId: string, message: BuddyMessage) =>
  write(userId, 'buddy/messages', message, Accepted);
