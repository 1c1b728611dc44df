/**
 * SPEC.md §9 exam facts, kept current (TOEFL's 1–6 band since January 2026; Duolingo's acceptance).
 * `fee` is the registration fee as the exam's fee page in content/exams states it (a test checks
 * that it does), absent where that page gives none.
 */
export const EXAM_FACTS = [
  {
    slug: 'ielts',
    fee: '₹18,000',
    name: 'IELTS',
    facts: [
      'Band scores 1 to 9',
      'Test time 2 hours 45 minutes',
      'Accepted in the UK, Canada, Australia and the USA',
    ],
  },
  {
    slug: 'toefl',
    fee: 'About US$200',
    name: 'TOEFL iBT',
    facts: [
      'Scored on a 1–6 band since January 2026',
      'With the 0–120 equivalent alongside',
      'Widely accepted by US universities',
    ],
  },
  {
    slug: 'pte',
    fee: '₹18,000 including GST',
    name: 'PTE Academic',
    facts: ['Scored 10 to 90', 'Scores valid for 2 years', 'Open to test takers aged 16 and over'],
  },
  {
    slug: 'duolingo',
    fee: 'US$70',
    name: 'Duolingo English Test',
    facts: ['Scored 10 to 160', 'Taken online from home', 'Accepted by 6,000+ programs'],
  },
  {
    slug: 'gre',
    fee: 'US$228',
    name: 'GRE General Test',
    facts: ['Scored 260 to 340', 'Scores valid for 5 years', 'Required by many MS programs'],
  },
  {
    slug: 'gmat',
    fee: 'US$275',
    name: 'GMAT Focus Edition',
    facts: ['Scored 205 to 805', 'Scores valid for 5 years', 'For MBA and business masters'],
  },
  {
    slug: 'sat',
    fee: 'US$68',
    name: 'SAT',
    facts: ['Scored 400 to 1600', 'Digital test', 'For US bachelors admissions'],
  },
  {
    slug: 'act',
    name: 'ACT',
    facts: ['Composite score 1 to 36', 'Scores valid for 5 years', 'For US bachelors admissions'],
  },
] as const;
