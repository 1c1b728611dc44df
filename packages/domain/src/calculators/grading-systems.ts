import type { GradingSystem } from './schemas.ts';

/**
 * Grading systems a student can convert from (GET /calculator/grade-type). `usScale` says which CGPA
 * scale the US conversion takes; `minPassGrade` feeds the German formula and is null where no single
 * national pass mark exists, so the student must enter the one on their transcript.
 */
export const GRADING_SYSTEMS: GradingSystem[] = [
  {
    id: 'cgpa-10',
    name: 'CGPA on a 10-point scale',
    description: 'UGC choice-based credit system used by most Indian universities; grade point 4 is a pass.',
    maxGrade: 10,
    minPassGrade: 4,
    usScale: 10,
  },
  {
    id: 'percentage',
    name: 'Percentage (out of 100)',
    description: 'Marks in per cent; many Indian universities pass a subject at 40 %.',
    maxGrade: 100,
    minPassGrade: 40,
    usScale: null,
  },
  {
    id: 'cgpa-7',
    name: 'CGPA on a 7-point scale',
    description: 'Used by some Indian universities and autonomous colleges; the pass mark varies.',
    maxGrade: 7,
    minPassGrade: null,
    usScale: 7,
  },
  {
    id: 'cgpa-5',
    name: 'Grade on a 5-point scale',
    description: 'Russian and Central Asian universities: 5 excellent, 4 good, 3 satisfactory (pass).',
    maxGrade: 5,
    minPassGrade: 3,
    usScale: 5,
  },
  {
    id: 'gpa-4',
    name: 'GPA on a 4-point scale',
    description: 'US-style grade point average; 1.0 (D) is the lowest pass.',
    maxGrade: 4,
    minPassGrade: 1,
    usScale: 4,
  },
];
