import { p, ul } from './blocks.ts';
import type { ContentBlock } from '@meridian/domain/content/blocks';

interface Q {
  slug: string;
  question: string;
  shortAnswer: string;
  body: ContentBlock[];
}

const q = (slug: string, question: string, shortAnswer: string, ...body: ContentBlock[]): Q => ({
  slug,
  question,
  shortAnswer,
  body: body.length ? body : [p(shortAnswer)],
});

/** `/knowledge-base/{topic}/{category}/{question}`. */
export const KNOWLEDGE_BASE: {
  slug: string;
  name: string;
  intro: string;
  categories: { slug: string; name: string; questions: Q[] }[];
}[] = [
  {
    slug: 'student-visa',
    name: 'Student visas',
    intro:
      'Short, checked answers on student visas for the countries Indian students choose most: documents, funds, timelines and work rules.',
    categories: [
      {
        slug: 'uk',
        name: 'UK Student visa',
        questions: [
          q(
            'how-much-money-for-uk-student-visa',
            'How much money do I need to show for a UK Student visa?',
            "Your first year's unpaid tuition plus living costs of £1,529 a month in London or £1,171 a month elsewhere, for up to nine months, held for 28 consecutive days.",
            p(
              "The funds must sit in your account (or a parent's, with a relationship proof and consent letter) for 28 consecutive days, and the statement must be dated within 31 days of your application. Education loan sanction letters from regulated lenders are also accepted.",
            ),
          ),
          q(
            'can-i-bring-dependants-on-uk-student-visa',
            'Can I bring my spouse on a UK Student visa?',
            "Only if you are on a PhD or another research-based postgraduate course, or a government-sponsored course of more than six months. Taught master's students cannot bring dependants since January 2024.",
          ),
          q(
            'uk-student-visa-processing-time',
            'How long does a UK Student visa take from India?',
            'Usually about three weeks after your biometrics appointment; priority and super-priority services are faster for an extra fee.',
          ),
        ],
      },
      {
        slug: 'usa',
        name: 'US F-1 visa',
        questions: [
          q(
            'what-is-sevis-fee',
            'What is the SEVIS fee for an F-1 visa?',
            'The I-901 SEVIS fee for F-1 students is US$350, paid online before the visa interview, in addition to the US$185 visa application (MRV) fee.',
          ),
          q(
            'f1-visa-interview-questions',
            'What do they ask at the F-1 visa interview?',
            'Why this university and course, how you will pay, what you will do after graduating and your ties to India. Answers should be short, specific and consistent with your I-20 and finances.',
            ul(
              'Why did you choose this university?',
              'Who is sponsoring your studies and what do they do?',
              'What will you do after your degree?',
              'Why not study this in India?',
            ),
          ),
          q(
            'can-i-work-on-f1-visa',
            'Can I work in the USA on an F-1 visa?',
            'On campus up to 20 hours a week during term and full time in breaks. Off-campus work needs CPT or OPT authorisation; after graduation OPT gives 12 months, plus 24 more for STEM degrees.',
          ),
        ],
      },
      {
        slug: 'canada',
        name: 'Canada study permit',
        questions: [
          q(
            'what-is-a-pal-for-canada',
            'What is a provincial attestation letter (PAL)?',
            "Since 2024 most new college and undergraduate study-permit applicants need a PAL from the province where they will study, issued under the national cap. Most master's and PhD students are exempt.",
          ),
          q(
            'canada-proof-of-funds-student',
            'How much money do I need for a Canadian study permit?',
            "Your first year's tuition and travel plus CA$22,895 for living costs for a single applicant (the figure IRCC uses since September 2025), shown for example through a GIC and education loan.",
          ),
          q(
            'can-i-work-while-studying-in-canada',
            'How many hours can I work while studying in Canada?',
            'Up to 24 hours a week off campus during academic sessions and full time during scheduled breaks, if your study permit allows work.',
          ),
        ],
      },
      {
        slug: 'australia',
        name: 'Australian Student visa',
        questions: [
          q(
            'australia-student-visa-fee',
            'What is the Australian Student visa (subclass 500) fee?',
            'A$2,000 for the main applicant since 1 July 2025, charged when you lodge the visa online.',
          ),
          q(
            'genuine-student-requirement',
            'What is the Genuine Student requirement?',
            'Since March 2024 you answer targeted questions about your circumstances, your course and its value to your future, instead of writing a GTE statement. Answers must match your documents.',
          ),
        ],
      },
      {
        slug: 'germany',
        name: 'German student visa',
        questions: [
          q(
            'germany-blocked-account-amount',
            'How much must I put in a German blocked account?',
            '€11,904 for a year (€992 a month) for visa applications since 1 January 2025.',
          ),
          q(
            'what-is-aps-certificate',
            'What is the APS certificate and who needs it?',
            'The Academic Evaluation Centre (APS) in New Delhi checks Indian academic documents. Indian students applying for a German student visa for a degree programme need the APS certificate before the visa appointment.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'english-tests',
    name: 'English tests',
    intro: 'Which English test to take, what scores mean and how universities use them.',
    categories: [
      {
        slug: 'ielts',
        name: 'IELTS',
        questions: [
          q(
            'ielts-academic-or-general',
            'Do I need IELTS Academic or General Training?',
            'Universities ask for IELTS Academic. General Training is for work and migration, for example Canadian Express Entry.',
          ),
          q(
            'how-is-ielts-overall-band-calculated',
            'How is the IELTS overall band calculated?',
            'It is the average of the four module bands, rounded to the nearest half band: an average of 6.25 becomes 6.5 and 6.125 becomes 6.0.',
          ),
          q(
            'ielts-one-skill-retake',
            'What is the IELTS One Skill Retake?',
            'If you took IELTS on computer, you can retake one module within 60 days instead of the whole test, where the centre offers it. Many, but not all, universities accept the result.',
          ),
        ],
      },
      {
        slug: 'toefl',
        name: 'TOEFL',
        questions: [
          q(
            'new-toefl-score-scale',
            'What is the new TOEFL 1–6 score scale?',
            'Since 21 January 2026 TOEFL iBT reports each section and the total on a 1–6 scale in half bands, aligned with CEFR levels, with the 0–120 equivalent shown alongside during the transition.',
          ),
          q(
            'toefl-or-ielts-for-usa',
            'Should I take TOEFL or IELTS for the USA?',
            "Almost all US universities accept both; pick the one whose format suits you and check each programme's minimum.",
          ),
        ],
      },
      {
        slug: 'duolingo',
        name: 'Duolingo English Test',
        questions: [
          q(
            'who-accepts-duolingo-english-test',
            'Which universities accept the Duolingo English Test?',
            'More than 6,000 programs at over 3,500 institutions, mostly in the USA and increasingly in Canada, the UK and Ireland. It is not accepted for UK or Australian visas.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'education-loans',
    name: 'Education loans',
    intro: 'How education loans for study abroad work: collateral, interest, margin money and tax benefits.',
    categories: [
      {
        slug: 'basics',
        name: 'Loan basics',
        questions: [
          q(
            'secured-vs-unsecured-education-loan',
            'What is the difference between a secured and an unsecured education loan?',
            "A secured loan is backed by property or fixed deposits and usually has a lower interest rate and a higher limit; an unsecured loan depends on your admit, course and co-applicant's income and costs more.",
          ),
          q(
            'section-80e-tax-benefit',
            'Can my parents claim tax benefits on an education loan?',
            "Yes. Under Section 80E of the Income-tax Act the interest on an education loan taken for the borrower's, spouse's or child's higher education is deductible for up to eight years, with no upper limit, under the old tax regime.",
          ),
          q(
            'what-is-moratorium-period',
            'What is the moratorium period on an education loan?',
            'The course duration plus six to twelve months during which you need not repay the principal. Interest usually accrues, and paying simple interest during the course lowers your total cost.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'applications',
    name: 'Applications',
    intro: 'SOPs, LORs, transcripts and deadlines: what universities ask for and how to send it.',
    categories: [
      {
        slug: 'documents',
        name: 'Documents',
        questions: [
          q(
            'how-many-lors-do-i-need',
            'How many letters of recommendation do I need?',
            "Most master's programmes ask for two or three; UK taught master's often ask for one or two. Use academic referees unless you have two or more years of work experience.",
          ),
          q(
            'what-is-an-sop',
            'What is a statement of purpose?',
            "A one- or two-page essay explaining what you want to study, why, what prepared you and what you will do afterwards. It is the admissions team's main way to hear from you directly.",
          ),
          q(
            'are-backlogs-a-problem',
            'Will backlogs stop me from studying abroad?',
            'Not necessarily. Many universities accept up to 5–10 cleared backlogs; a few top universities ask for none. What matters more is your final percentage or CGPA and an honest explanation.',
          ),
        ],
      },
    ],
  },
];
