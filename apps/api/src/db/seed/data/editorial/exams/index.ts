import { OTHER_EXAMS_SLUG } from '@meridian/domain/content/exams';
import { EXAM_FACTS } from './exam-facts.ts';
import { MORE_EXAM_FACTS } from './exam-facts-more.ts';

export const ALL_EXAM_FACTS = [...EXAM_FACTS, ...MORE_EXAM_FACTS];

/** Hub order of SPEC.md §2: IELTS, GRE, GMAT, TOEFL, PTE, SAT, ACT, Duolingo, then other exams. */
export const EXAM_ORDER = ['ielts', 'gre', 'gmat', 'toefl', 'pte', 'sat', 'act', 'duolingo'];

export const OTHER_EXAMS = {
  slug: OTHER_EXAMS_SLUG,
  name: 'Other exams',
  fullName: 'Medical, law and Indian entrance exams',
  kind: 'other' as const,
  heading: 'Other exams: USMLE, PLAB, OET, LSAT, MCAT and Indian entrance tests',
  intro:
    'Licensing and admissions tests for medicine and law abroad, and the Indian entrance exams that still matter when you plan to study abroad.',
};
