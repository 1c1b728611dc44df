import { describe, expect, it } from 'vitest';
import { courseFit, rankCourses, type FitCourse, type LearnerFitProfile } from './course-fit.ts';

const learner: LearnerFitProfile = {
  educationLevel: 'MASTERS',
  subjects: ['computer-science'],
  countries: ['USA', 'DEU'],
  annualBudgetInr: 2_500_000,
  scores: { IELTS: 6, GRE: 318 },
};

const course = (over: Partial<FitCourse> = {}): FitCourse => ({
  id: 1,
  educationLevel: 'MASTERS',
  primaryCategory: 'computer-science',
  countryIso3: 'USA',
  countryName: 'USA',
  tuitionInrAnnual: 2_000_000,
  exams: [],
  rankingSort: 100,
  ...over,
});

describe('courseFit', () => {
  it('names each preference the course meets', () => {
    const fit = courseFit(learner, course())!;
    expect(fit.fits).toEqual([
      'Computer Science and IT, a subject you chose',
      'in USA, a country you chose',
      'tuition ₹20,00,000 a year is within your budget of ₹25,00,000',
    ]);
    expect(fit.missing).toEqual([]);
  });

  it('says which score falls short and by how much', () => {
    const fit = courseFit(learner, course({ exams: [{ exam: 'IELTS', minScore: 6.5 }] }))!;
    expect(fit.missing).toEqual(['needs IELTS 6.5, you have 6.0']);
  });

  it('takes any one test of a group: a TOEFL requirement is met by nothing, IELTS by the score held', () => {
    const fit = courseFit(
      learner,
      course({
        exams: [
          { exam: 'IELTS', minScore: 6 },
          { exam: 'TOEFL', minScore: 90 },
        ],
      }),
    )!;
    expect(fit.fits).toContain('your IELTS 6.0 meets the IELTS 6.0 asked');
    expect(fit.missing).toEqual([]);
  });

  it('lists the alternatives when the learner has no score in the group', () => {
    const fit = courseFit(
      { ...learner, scores: {} },
      course({
        exams: [
          { exam: 'IELTS', minScore: 7 },
          { exam: 'TOEFL', minScore: 100 },
        ],
      }),
    )!;
    expect(fit.missing).toEqual(['needs IELTS 7.0 or TOEFL iBT 100; no score on your profile yet']);
  });

  it('says when the tuition is above the budget', () => {
    const fit = courseFit(learner, course({ tuitionInrAnnual: 3_200_000 }))!;
    expect(fit.missing).toEqual(['tuition ₹32,00,000 a year is above your budget of ₹25,00,000']);
  });

  it('is no fit at all for another level, and any level fits a learner who has not chosen one', () => {
    expect(courseFit(learner, course({ educationLevel: 'BACHELORS' }))).toBeUndefined();
    expect(
      courseFit({ ...learner, educationLevel: null }, course({ educationLevel: 'BACHELORS' })),
    ).toBeDefined();
  });

  it('claims nothing for preferences the learner has not given', () => {
    const empty: LearnerFitProfile = {
      educationLevel: null,
      subjects: [],
      countries: [],
      annualBudgetInr: null,
      scores: {},
    };
    expect(courseFit(empty, course())).toEqual({ score: 0, fits: [], missing: [] });
  });
});

describe('rankCourses', () => {
  it('puts the closest fit first, whatever the input order', () => {
    const ranked = rankCourses(learner, [
      course({ id: 1, primaryCategory: 'law', countryIso3: 'GBR', countryName: 'UK' }),
      course({ id: 2, exams: [{ exam: 'IELTS', minScore: 7 }] }),
      course({ id: 3 }),
      course({ id: 4, educationLevel: 'BACHELORS' }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('orders equal fits by university ranking, then id', () => {
    const ranked = rankCourses(learner, [
      course({ id: 9, rankingSort: 300 }),
      course({ id: 7, rankingSort: 50 }),
      course({ id: 5, rankingSort: 300 }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([7, 5, 9]);
  });

  it('ranks a course the learner can afford above a better-ranked one they cannot', () => {
    const ranked = rankCourses(learner, [
      course({ id: 1, rankingSort: 5, tuitionInrAnnual: 6_000_000 }),
      course({ id: 2, rankingSort: 400 }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([2, 1]);
  });
});
