import { h2, p, table, ul } from '../blocks.ts';
import type { ExamPageSeed } from './build-exam-pages.ts';

const page = (slug: string, title: string, summary: string, body: ExamPageSeed['body']): ExamPageSeed => ({
  examSlug: 'other-exams',
  slug,
  title,
  summary,
  body,
});

/** `/exam/other-exams/{slug}`: medical, law and Indian entrance exams students ask us about. */
export const OTHER_EXAM_PAGES: ExamPageSeed[] = [
  page(
    'usmle',
    'USMLE: Steps, Eligibility for Indian MBBS Graduates and Timeline',
    'The United States Medical Licensing Examination for Indian doctors: Step 1, Step 2 CK and Step 3, ECFMG certification and the Match.',
    [
      h2('What the USMLE is'),
      p(
        'The USMLE is the three-step licensing examination for medicine in the United States, sponsored by the Federation of State Medical Boards and the National Board of Medical Examiners. International medical graduates, including Indian MBBS graduates, register for Steps 1 and 2 CK through ECFMG.',
      ),
      table(
        'USMLE steps',
        ['Step', 'Format', 'Scoring'],
        ['Step 1', 'One day, up to 280 multiple-choice questions', 'Pass/fail since January 2022'],
        ['Step 2 CK', 'One day, up to 318 questions', 'Three-digit score'],
        ['Step 3', 'Two days, taken after starting residency in most cases', 'Three-digit score'],
      ),
      p(
        'Step 1 has been reported only as pass or fail since January 2022, so residency programmes now weigh the three-digit Step 2 CK score more heavily. ECFMG certification, needed to enter US residency through the National Resident Matching Program, requires passing Step 1 and Step 2 CK, a verified medical degree and ECFMG’s English communication requirement; check ECFMG’s current rules for the year you apply.',
      ),
    ],
  ),
  page(
    'plab',
    'PLAB: The UK Licensing Test for Indian Doctors',
    'PLAB 1 and PLAB 2 from the General Medical Council, English requirements and the route to GMC registration.',
    [
      h2('PLAB in brief'),
      p(
        'The Professional and Linguistic Assessments Board test is how most international medical graduates show the General Medical Council (GMC) that they have the knowledge and skills of a UK doctor in the second foundation year.',
      ),
      table(
        'PLAB parts',
        ['Part', 'Format', 'Where'],
        [
          'PLAB 1',
          '180 single-best-answer questions in three hours',
          'UK and overseas centres, including India',
        ],
        [
          'PLAB 2',
          'Objective structured clinical exam with 16 scenarios',
          'GMC clinical assessment centre in Manchester',
        ],
      ),
      p(
        'Before booking PLAB 1 you must prove your English with IELTS Academic (overall 7.5, at least 7.0 in each module) or OET (grade B in each sub-test).',
      ),
    ],
  ),
  page(
    'oet',
    'OET: The English Test for Nurses and Doctors',
    'The Occupational English Test for healthcare professionals: sub-tests, grades and where it is accepted.',
    [
      h2('What OET tests'),
      p(
        'OET is an English test for 12 healthcare professions, including medicine, nursing, pharmacy and physiotherapy. Reading and Listening are the same for every profession; Writing and Speaking use tasks from your own profession, such as a referral letter or a role-play with a patient.',
      ),
      ul(
        'Accepted by regulators in the UK (GMC, NMC), Ireland, Australia, New Zealand and Singapore',
        'Grades A to E, with B (350–440) the usual requirement',
        'Taken on paper or computer at test venues in India, or OET@Home',
      ),
    ],
  ),
  page(
    'lsat',
    'LSAT: Law School Admission Test for US and Canadian JD Programmes',
    'The LSAT for Indian students applying to JD programmes: sections, 120–180 scoring and how it differs from LSAT-India.',
    [
      h2('The LSAT'),
      p(
        'The LSAT, run by the Law School Admission Council (LSAC), is required or accepted by almost every JD programme in the USA and Canada. It has scored sections in reading comprehension and logical reasoning, an unscored variable section and a separate LSAT Argumentative Writing sample.',
      ),
      table(
        'LSAT facts',
        ['Item', 'Detail'],
        ['Score', '120–180'],
        ['Format', 'Digital, at a test centre or remotely'],
        ['Note', 'LSAT-India was a different test for Indian law schools and is no longer offered'],
      ),
    ],
  ),
  page(
    'mcat',
    'MCAT: Medical College Admission Test for US Medical Schools',
    'The MCAT sections, 472–528 scoring and whether Indian students can apply to US medical schools.',
    [
      h2('The MCAT'),
      p(
        'The MCAT, run by the Association of American Medical Colleges, is required by nearly all medical schools in the USA and Canada. It takes about 7.5 hours and has four sections, each scored 118–132, for a total of 472–528.',
      ),
      ul(
        'Biological and Biochemical Foundations of Living Systems',
        'Chemical and Physical Foundations of Biological Systems',
        'Psychological, Social and Biological Foundations of Behavior',
        'Critical Analysis and Reasoning Skills',
      ),
      p(
        "Few US medical schools admit international students, and most expect a US or Canadian bachelor's degree with pre-medical coursework.",
      ),
    ],
  ),
  page(
    'neet-ug',
    'NEET-UG and Studying Medicine Abroad',
    'Why NEET-UG matters for Indian students studying MBBS abroad, and the NMC rules on qualifying.',
    [
      h2('NEET-UG for MBBS abroad'),
      p(
        'The National Eligibility cum Entrance Test (UG), conducted by the National Testing Agency, is the entrance exam for MBBS and BDS in India. Under National Medical Commission rules, Indian students who want to practise in India after an MBBS abroad must qualify NEET-UG before joining the foreign course.',
      ),
      ul(
        'NEET-UG qualification is valid for three years for admission to a foreign medical course',
        'The foreign course must meet the NMC Foreign Medical Graduate Licentiate Regulations (2021), including duration and internship',
        'After graduating, you must pass the licensing exam (FMGE, to be replaced by NExT) to practise in India',
      ),
    ],
  ),
  page(
    'cuet-ug',
    'CUET-UG: When Students Going Abroad Should Still Take It',
    'The Common University Entrance Test for central universities in India, and why it is a sensible back-up for students applying abroad.',
    [
      h2('CUET-UG as a back-up'),
      p(
        "CUET-UG, conducted by the National Testing Agency, is the entrance test for undergraduate admission to central universities such as Delhi University and many state and private universities. Students applying abroad for a bachelor's often take it as a safety net, because visa refusals or funding gaps can leave them without a place.",
      ),
      ul(
        'Held in May–June each year',
        'Computer-based, with language, domain-subject and general tests',
        "Scores used only for that year's admissions",
      ),
    ],
  ),
  page(
    'cat',
    'CAT versus GMAT: Which Test for an MBA?',
    'How the Common Admission Test for the IIMs compares with the GMAT for students deciding between an MBA in India and abroad.',
    [
      h2('CAT and GMAT compared'),
      table(
        'CAT vs GMAT Focus Edition',
        ['Item', 'CAT', 'GMAT Focus'],
        [
          'Used by',
          'IIMs and most Indian B-schools',
          'Business schools worldwide, and one-year MBAs in India',
        ],
        ['Held', 'Once a year, in November', 'Year-round'],
        ['Sections', 'VARC, DILR, Quant', 'Quant, Verbal, Data Insights'],
        ['Score', 'Percentile', '205–805'],
      ),
      p(
        'Two-year MBAs in India for freshers are CAT-led; one-year executive MBAs (ISB PGP, IIM PGPX) and MBAs abroad use the [GMAT](/exam/gmat/overview) or [GRE](/exam/gre/overview).',
      ),
    ],
  ),
];
