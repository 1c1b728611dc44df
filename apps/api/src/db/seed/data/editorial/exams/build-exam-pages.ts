import type { ContentBlock } from '@meridian/domain/content/blocks';
import type { ExamTopic } from '@meridian/domain/content/exams';
import { faqBlock, h2, p, table, tip, ul } from '../blocks.ts';
import type { ExamFacts } from './exam-facts.ts';

export interface ExamPageSeed {
  examSlug: string;
  slug: string;
  title: string;
  summary: string;
  body: ContentBlock[];
}

const topicLinks = (e: ExamFacts, current: ExamTopic) =>
  ul(
    ...(
      [
        ['overview', 'overview'],
        ['exam-fee', 'fee in India'],
        ['exam-dates', 'dates'],
        ['exam-pattern', 'exam pattern'],
        ['syllabus', 'syllabus'],
        ['eligibility', 'eligibility'],
        ['score', 'scores'],
      ] as const
    )
      .filter(([topic]) => topic !== current)
      .map(([topic, label]) => `[${e.name} ${label}](/exam/${e.slug}/${topic})`),
  );

/** The seven topic pages of one exam, each built from its checked facts. */
export function buildExamPages(e: ExamFacts): ExamPageSeed[] {
  const page = (slug: ExamTopic, title: string, summary: string, body: ContentBlock[]): ExamPageSeed => ({
    examSlug: e.slug,
    slug,
    title,
    summary,
    body: [...body, h2(`More about ${e.name}`), topicLinks(e, slug)],
  });
  return [
    page('overview', `${e.name} Exam 2027: Overview, Pattern, Fees and Scores`, `${e.fullName}: ${e.intro}`, [
      h2(`What is ${e.name}?`),
      ...e.overview.map(p),
      table(`${e.name} at a glance`, ['Item', 'Detail'], ['Conducted by', e.owner], ...e.keyFacts),
      faqBlock(
        [`How long is the ${e.name} score valid?`, e.score.validity],
        [
          `What is the ${e.name} fee in India?`,
          `${e.keyFacts.find(([k]) => k.startsWith('Fee'))?.[1] ?? 'See the fee page'}. ${e.fees.notes[0] ?? ''}`.trim(),
        ],
        [`How is ${e.name} scored?`, e.score.summary],
      ),
    ]),
    page(
      'exam-fee',
      `${e.name} Exam Fee in India 2027`,
      `What the ${e.name} costs Indian students, and the charges for rescheduling, cancelling and extra score reports.`,
      [
        h2(`${e.name} fee in India`),
        table(e.fees.caption, ['Item', 'Fee'], ...e.fees.rows),
        ...e.fees.notes.map(p),
        tip(
          'Fees change every year or two. Confirm the amount on the official site on the day you book, and keep the payment receipt.',
        ),
      ],
    ),
    page(
      'exam-dates',
      `${e.name} Exam Dates 2027 and How to Book`,
      `When you can take the ${e.name}, how often you can retake it and how far ahead to book before university deadlines.`,
      [
        h2(`${e.name} test dates`),
        ul(...e.dates),
        h2('Plan backwards from your deadlines'),
        p(
          `Most universities need your ${e.name} score before they issue an offer. Aim to sit the test at least six weeks before your earliest deadline, so that a retake is still possible.`,
        ),
      ],
    ),
    page(
      'exam-pattern',
      `${e.name} Exam Pattern 2027: Sections, Questions and Timing`,
      `The ${e.name} sections, number of questions, timing and how the test is delivered.`,
      [
        h2(`${e.name} exam pattern`),
        table(`${e.name} sections and timing`, e.pattern.columns, ...e.pattern.rows),
        ...e.pattern.notes.map(p),
      ],
    ),
    page(
      'syllabus',
      `${e.name} Syllabus 2027: Topics and Question Types`,
      `The question types and topics of every ${e.name} section, to plan your preparation.`,
      [...e.syllabus.flatMap((s) => [h2(`${e.name} ${s.section}`), ul(...s.topics)])],
    ),
    page(
      'eligibility',
      `${e.name} Eligibility 2027: Age, ID and Attempts`,
      `Who can take the ${e.name}: age, identification and retake rules for Indian students.`,
      [h2(`${e.name} eligibility`), ul(...e.eligibility)],
    ),
    page(
      'score',
      `${e.name} Score 2027: Scale, Good Scores and Validity`,
      `How ${e.name} is scored, what universities ask for and how long your score stays valid.`,
      [
        h2(`How ${e.name} is scored`),
        p(e.score.summary),
        table(`${e.name} scores universities ask for`, e.score.columns, ...e.score.rows),
        h2('Score validity'),
        p(e.score.validity),
      ],
    ),
  ];
}
