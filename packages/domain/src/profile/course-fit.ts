import type { ExamCode, ExamRequirement } from '../catalogue/exams.ts';
import { findCategory, type PrimaryCategorySlug } from '../catalogue/categories.ts';
import type { EducationLevel } from '../catalogue/levels.ts';
import { formatMoney } from '../money.ts';
import { EXAM_GROUPS, examScoreText, formatExamScore } from './exam-groups.ts';

/** What the ranking reads from a learner's profile; an empty or null field is "no preference". */
export interface LearnerFitProfile {
  educationLevel: EducationLevel | null;
  subjects: readonly PrimaryCategorySlug[];
  /** iso3 codes of the destinations chosen. */
  countries: readonly string[];
  /** Whole rupees a year the learner can spend on tuition. */
  annualBudgetInr: number | null;
  /** Best score of each exam taken. */
  scores: Partial<Record<ExamCode, number>>;
}

/** What the ranking reads from a course of the catalogue. */
export interface FitCourse {
  id: number;
  educationLevel: EducationLevel;
  primaryCategory: PrimaryCategorySlug;
  countryIso3: string;
  countryName: string;
  tuitionInrAnnual: number;
  exams: readonly ExamRequirement[];
  /** University ranking, unranked as 10000 (as the catalogue stores it). */
  rankingSort: number;
}

export interface CourseFit {
  score: number;
  /** Why the course suits the learner, e.g. "Computer Science and IT, a subject you chose". */
  fits: string[];
  /** What stands between the learner and the course, e.g. "needs IELTS 6.5, you have 6.0". */
  missing: string[];
}

/** Points per part of the fit; a subject matters most, then the country, the budget, each exam group. */
export const FIT_WEIGHTS = { subject: 40, country: 30, budget: 20, examMet: 10, examUnmet: -15 } as const;

const rupees = (amount: number) => formatMoney(amount * 100, 'INR');

function budgetFit(profile: LearnerFitProfile, course: FitCourse, fit: CourseFit): void {
  if (profile.annualBudgetInr === null) return;
  const tuition = `tuition ${rupees(course.tuitionInrAnnual)} a year`;
  if (course.tuitionInrAnnual <= profile.annualBudgetInr) {
    fit.score += FIT_WEIGHTS.budget;
    fit.fits.push(`${tuition} is within your budget of ${rupees(profile.annualBudgetInr)}`);
  } else {
    fit.score -= FIT_WEIGHTS.budget;
    fit.missing.push(`${tuition} is above your budget of ${rupees(profile.annualBudgetInr)}`);
  }
}

/**
 * One exam group at a time: the course asks for any one of its tests in that group, so the group is
 * met when one of the learner's scores reaches its minimum.
 */
function examFit(profile: LearnerFitProfile, course: FitCourse, fit: CourseFit): void {
  for (const group of EXAM_GROUPS) {
    const asked = course.exams.filter((r) => (group.exams as readonly ExamCode[]).includes(r.exam));
    if (asked.length === 0) continue;
    const met = asked.find((r) => (profile.scores[r.exam] ?? -1) >= r.minScore);
    if (met) {
      fit.score += FIT_WEIGHTS.examMet;
      fit.fits.push(
        `your ${examScoreText(met.exam, profile.scores[met.exam]!)} meets the ${examScoreText(met.exam, met.minScore)} asked`,
      );
      continue;
    }
    fit.score += FIT_WEIGHTS.examUnmet;
    const tried = asked.find((r) => profile.scores[r.exam] !== undefined);
    fit.missing.push(
      tried
        ? `needs ${examScoreText(tried.exam, tried.minScore)}, you have ${formatExamScore(tried.exam, profile.scores[tried.exam]!)}`
        : `needs ${asked.map((r) => examScoreText(r.exam, r.minScore)).join(' or ')}; no score on your profile yet`,
    );
  }
}

/**
 * How well one course suits a learner: points for each preference it meets, fewer for what is
 * missing, with a sentence for each. A course of another level than the learner's is not a fit at
 * all (`undefined`).
 */
export function courseFit(profile: LearnerFitProfile, course: FitCourse): CourseFit | undefined {
  if (profile.educationLevel !== null && profile.educationLevel !== course.educationLevel) return undefined;
  const fit: CourseFit = { score: 0, fits: [], missing: [] };
  if (profile.subjects.includes(course.primaryCategory)) {
    fit.score += FIT_WEIGHTS.subject;
    fit.fits.push(
      `${findCategory(course.primaryCategory)?.name ?? course.primaryCategory}, a subject you chose`,
    );
  }
  if (profile.countries.includes(course.countryIso3)) {
    fit.score += FIT_WEIGHTS.country;
    fit.fits.push(`in ${course.countryName}, a country you chose`);
  }
  budgetFit(profile, course, fit);
  examFit(profile, course, fit);
  return fit;
}

/** Best fit first; equal fits by the university's ranking, then by id so pages never overlap. */
export function rankCourses<T extends FitCourse>(
  profile: LearnerFitProfile,
  courses: readonly T[],
): (T & { fit: CourseFit })[] {
  return courses
    .flatMap((course) => {
      const fit = courseFit(profile, course);
      return fit ? [{ ...course, fit }] : [];
    })
    .sort((a, b) => b.fit.score - a.fit.score || a.rankingSort - b.rankingSort || a.id - b.id);
}
