import { z } from 'zod';

export const LearnerGuideParams = z.object({
  userId: z.uuid(),
  /** The booster program's slug, e.g. `study-abroad-booster`. */
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
});

/** The day the learner means to submit their applications; the guide's plan counts back from it. */
export const LearnerGuideQuery = z.object({ submissionDate: z.iso.date().optional() });

/** SPEC.md §3: the learner guide answers a url (a signed link to its PDF, valid 7 days). */
export const LearnerGuide = z.object({ url: z.string() }).meta({ id: 'LearnerGuide' });
export type LearnerGuide = z.infer<typeof LearnerGuide>;

/** What to have done how many days before submitting, in order. */
const MILESTONES = [
  {
    daysBefore: 112,
    task: 'Agree your shortlist with your counsellor: 6 to 10 courses across safe, likely and ambitious choices.',
  },
  {
    daysBefore: 84,
    task: 'Sit your English test (IELTS, TOEFL or PTE), leaving room for a retake; book GRE or GMAT if your courses ask for it.',
  },
  {
    daysBefore: 70,
    task: 'Ask two referees for letters of recommendation and send them your CV and the courses you are applying to.',
  },
  {
    daysBefore: 56,
    task: 'Write the first draft of your statement of purpose and send it to your counsellor for review.',
  },
  {
    daysBefore: 28,
    task: 'Final statement of purpose; transcripts, degree certificate, test scores and letters gathered as PDFs.',
  },
  { daysBefore: 14, task: 'Fill in each application form and check names and dates against your passport.' },
  { daysBefore: 0, task: 'Submit your applications and pay the application fees.' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The guide's plan: each milestone on its date (ISO), counted back from the submission date. */
export function guidePlan(submissionDate: string): { date: string; task: string }[] {
  const submit = Date.parse(`${submissionDate}T00:00:00Z`);
  return MILESTONES.map((m) => ({
    date: new Date(submit - m.daysBefore * DAY_MS).toISOString().slice(0, 10),
    task: m.task,
  }));
}

/** The earliest submission date a plan fits: the first milestone no earlier than `today`. */
export function earliestSubmissionDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + MILESTONES[0].daysBefore * DAY_MS)
    .toISOString()
    .slice(0, 10);
}
