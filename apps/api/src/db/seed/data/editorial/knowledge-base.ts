import { p, tip, ul, warn } from './blocks.ts';
import type { ContentBlock } from '@meridian/domain/content/blocks';

interface Q {
  slug: string;
  question: string;
  shortAnswer: string;
  body: ContentBlock[];
}

/** A question page shows the short answer first, then the body that explains it: never the same text twice. */
const q = (
  slug: string,
  question: string,
  shortAnswer: string,
  ...body: [ContentBlock, ...ContentBlock[]]
): Q => ({ slug, question, shortAnswer, body });

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
            p(
              "The rule applies to courses starting on or after 1 January 2024. A dependant who is already in the UK with you on an earlier grant can usually extend; a new spouse or child cannot join a taught master's student.",
            ),
            tip(
              "If bringing family matters to you, compare a research master's (MRes, MPhil) or a PhD, or look at countries that still allow it, such as Canada for graduate programmes and Ireland for PhD students.",
            ),
          ),
          q(
            'uk-student-visa-processing-time',
            'How long does a UK Student visa take from India?',
            'Usually about three weeks after your biometrics appointment; priority and super-priority services are faster for an extra fee.',
            p(
              'Apply online up to six months before your course starts, once you have your Confirmation of Acceptance for Studies (CAS). After you book biometrics at a VFS Global centre, UK Visas and Immigration aims to decide within three weeks.',
            ),
            ul(
              'Priority service: a decision within five working days',
              'Super-priority service: a decision by the end of the next working day',
              'Peak months (July to September) are when delays are most likely',
            ),
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
            p(
              'SEVIS is the US government database that tracks students on F-1 visas. Your university issues the I-20 with your SEVIS ID; you then pay the I-901 fee at fmjfee.com and print the receipt for the interview.',
            ),
            warn(
              'The SEVIS fee is not refunded if your visa is refused, but it stays valid for a new application within 12 months for the same I-20.',
            ),
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
            p(
              'Curricular Practical Training (CPT) must be part of your course, such as a credited internship, and is approved by your university. Optional Practical Training (OPT) is approved by USCIS on Form I-765; you can apply up to 90 days before your programme ends and no later than 60 days after.',
            ),
            p(
              'Graduates with a STEM-designated degree can extend OPT by 24 months if their employer is enrolled in E-Verify, giving up to three years of work in total.',
            ),
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
            p(
              'The PAL (or territorial attestation letter, TAL) is how each province shares out its part of the federal study-permit cap. Your college or university requests it for you after you accept the offer; you upload it with the study-permit application.',
            ),
            ul(
              "Exempt: most master's and doctoral students at public institutions, primary and secondary school students, and students already in Canada extending their permit at the same school and level",
              "Required: diploma, certificate and bachelor's students, and most new applicants from abroad",
            ),
          ),
          q(
            'canada-proof-of-funds-student',
            'How much money do I need for a Canadian study permit?',
            "Your first year's tuition and travel plus CA$22,895 for living costs for a single applicant (the figure IRCC uses since September 2025), shown for example through a GIC and education loan.",
            p(
              "IRCC adjusts the living-cost figure each year in line with Canada's low-income cut-off. Each family member who comes with you adds to it. Tuition you have already paid, shown on the college's receipt, counts towards the total.",
            ),
            ul(
              'A Guaranteed Investment Certificate (GIC) from a participating Canadian bank',
              'An education loan sanction letter',
              'Bank statements of the last four months',
              'A scholarship or funding letter',
            ),
          ),
          q(
            'can-i-work-while-studying-in-canada',
            'How many hours can I work while studying in Canada?',
            'Up to 24 hours a week off campus during academic sessions and full time during scheduled breaks, if your study permit allows work.',
            p(
              'The 24-hour limit took effect in September 2024. On-campus work has no weekly limit if you are a full-time student. Co-op and internship placements that are part of your programme need a co-op work permit, issued with the study permit when your letter of acceptance mentions them.',
            ),
            warn(
              'Working more hours than allowed breaks your study-permit conditions and can stop a later post-graduation work permit.',
            ),
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
            p(
              'The fee is paid online in ImmiAccount when you lodge. Each family member adds a charge, and you will also pay for health checks, biometrics where asked and Overseas Student Health Cover (OSHC), which you must hold for your whole stay.',
            ),
          ),
          q(
            'genuine-student-requirement',
            'What is the Genuine Student requirement?',
            'Since March 2024 you answer targeted questions about your circumstances, your course and its value to your future, instead of writing a GTE statement. Answers must match your documents.',
            p(
              'The questions in the visa form ask about your current circumstances (family, employment, economic ties to India), why you chose this course and provider, and how the course fits your career plans. Each answer has a limit of 150 words.',
            ),
            tip(
              'Use your own words and attach evidence for each claim, such as employment letters, fee receipts and the course structure; generic or copied answers are a common reason for refusal.',
            ),
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
            p(
              'The amount is set by the German government each year from the BAföG student grant rate. Providers such as Expatrio, Fintiba and Coracle open the account online; you transfer the full year before the visa appointment and can then withdraw €992 a month after you arrive.',
            ),
            p(
              'A formal obligation letter (Verpflichtungserklärung) from a sponsor living in Germany, or a scholarship award, can replace the blocked account.',
            ),
          ),
          q(
            'what-is-aps-certificate',
            'What is the APS certificate and who needs it?',
            'The Academic Evaluation Centre (APS) in New Delhi checks Indian academic documents. Indian students applying for a German student visa for a degree programme need the APS certificate before the visa appointment.',
            p(
              'You apply online to APS India with your class 10 and 12 marksheets, degree certificates, transcripts and entrance-test scores, then pay the fee of ₹18,000. Processing usually takes a few weeks; the certificate is issued once and is valid for all German universities.',
            ),
            tip(
              'Start the APS process as soon as you shortlist German universities: many ask for the certificate with the application itself, not only for the visa.',
            ),
          ),
        ],
      },
      {
        slug: 'ireland',
        name: 'Ireland study visa',
        questions: [
          q(
            'ireland-study-visa-proof-of-funds',
            'How much money do I need to show for an Irish study visa?',
            'Your first year of fees paid (or proof of payment) plus at least €10,000 for living costs, shown in a bank statement covering the last six months.',
            p(
              "The funds must be in your own or your sponsor's account with a clear history; large recent deposits need an explanation. An education loan sanction letter is accepted for the living-cost part.",
            ),
            p(
              'After you arrive you register with immigration and receive an Irish Residence Permit (IRP) card; registration costs €300.',
            ),
          ),
          q(
            'can-i-work-while-studying-in-ireland',
            'Can I work while studying in Ireland?',
            'Yes, with Stamp 2: up to 20 hours a week during term and up to 40 hours a week in June to September and 15 December to 15 January.',
            p(
              'The permission applies to students on courses on the Interim List of Eligible Programmes (ILEP), which covers degree programmes at Irish universities and institutes of technology. The national minimum wage is €14.15 an hour from January 2026.',
            ),
          ),
        ],
      },
    ],
  },
  {
    slug: 'work-after-study',
    name: 'Work after study',
    intro:
      'Post-study work visas by country: how long you can stay after your degree, who qualifies and when to apply.',
    categories: [
      {
        slug: 'uk',
        name: 'UK Graduate visa',
        questions: [
          q(
            'how-long-is-the-uk-graduate-visa',
            'How long can I stay in the UK after my degree?',
            "The Graduate visa gives two years after a bachelor's or master's degree and three years after a PhD; for applications from 1 January 2027 the bachelor's and master's period falls to 18 months.",
            p(
              'You apply from inside the UK after your university reports that you have completed the course, and before your Student visa expires. You need no job offer and can do almost any work, including self-employment.',
            ),
            warn(
              'The Graduate visa cannot be extended. To stay longer, switch to a Skilled Worker visa with a sponsoring employer before it runs out.',
            ),
          ),
        ],
      },
      {
        slug: 'usa',
        name: 'US OPT',
        questions: [
          q(
            'what-is-stem-opt',
            'What is the STEM OPT extension?',
            'A 24-month extension of Optional Practical Training for graduates of STEM-designated degrees, on top of the standard 12 months, with an employer enrolled in E-Verify.',
            p(
              'You apply on Form I-765 before your initial OPT ends, with a training plan (Form I-983) signed by your employer. You may be unemployed for up to 150 days in total across initial and STEM OPT.',
            ),
          ),
        ],
      },
      {
        slug: 'canada',
        name: 'Canada PGWP',
        questions: [
          q(
            'how-long-is-a-pgwp',
            'How long is a post-graduation work permit (PGWP) in Canada?',
            "Up to three years. College programmes of eight months to under two years give a permit of the same length; programmes of two years or more, and every master's degree, give three years.",
            p(
              'Apply within 180 days of receiving your final marks. Since November 2024 you also need a language test result: CLB 7 for university degree holders and CLB 5 for college graduates, and most college programmes must be in a field linked to a shortage occupation.',
            ),
          ),
        ],
      },
      {
        slug: 'australia',
        name: 'Australia Temporary Graduate visa',
        questions: [
          q(
            'how-long-is-the-485-visa',
            'How long is the Australian Temporary Graduate visa (subclass 485)?',
            "Two years after a bachelor's degree or master's by coursework and three years after a master's by research or PhD, in the Post-Higher Education Work stream.",
            p(
              "You must apply within six months of completing your course, be 35 or younger (50 for master's by research and PhD graduates) and hold an English test result at the required level.",
            ),
            p(
              "Indian citizens get longer stays under the Australia–India Economic Cooperation and Trade Agreement: three years after a master's degree and four years after a PhD.",
            ),
          ),
        ],
      },
      {
        slug: 'germany',
        name: 'Germany job-seeker permit',
        questions: [
          q(
            'germany-job-search-after-graduation',
            'Can I stay in Germany to look for a job after graduating?',
            'Yes. Graduates of German universities can get a residence permit of up to 18 months to find a job that matches their qualification, and may work without restriction meanwhile.',
            p(
              'Apply at your local foreigners authority (Ausländerbehörde) before your student permit expires, with your degree certificate or a letter confirming you passed, proof of health insurance and proof that you can support yourself.',
            ),
            p(
              'Once you find qualified work you switch to an EU Blue Card or a skilled-worker permit; German graduates can apply for permanent settlement after two years in qualified employment.',
            ),
          ),
        ],
      },
      {
        slug: 'ireland',
        name: 'Ireland Stamp 1G',
        questions: [
          q(
            'ireland-stay-back-visa',
            'How long can I stay in Ireland after my degree?',
            "Under the Third Level Graduate Programme (Stamp 1G), 12 months after an honours bachelor's degree (level 8) and 24 months after a master's or PhD (level 9 and above).",
            p(
              'You apply at your immigration registration office before your student permission ends. Stamp 1G lets you work full time while you look for a job that qualifies for a General Employment Permit or Critical Skills Employment Permit.',
            ),
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
            p(
              'Both versions share the same Listening and Speaking tests; the Reading and Writing tasks differ. Academic uses texts and a graph or chart description in the style of university study, while General Training uses everyday and workplace texts and a letter.',
            ),
            p(
              'For a UK student visa below degree level, or where a university asks for it, you may need IELTS for UKVI, taken at an approved test centre.',
            ),
          ),
          q(
            'how-is-ielts-overall-band-calculated',
            'How is the IELTS overall band calculated?',
            'It is the average of the four module bands, rounded to the nearest half band: an average of 6.25 becomes 6.5 and 6.125 becomes 6.0.',
            p(
              'Add the four bands and divide by four. If the average ends in .25 it rounds up to the next half band, and if it ends in .75 it rounds up to the next whole band; anything lower rounds down.',
            ),
            ul(
              'Listening 6.5, Reading 6.5, Writing 5.5, Speaking 6.0 = 24.5 / 4 = 6.125 → 6.0',
              'Listening 7.0, Reading 6.5, Writing 6.0, Speaking 5.5 = 25 / 4 = 6.25 → 6.5',
              'Listening 8.0, Reading 7.5, Writing 6.5, Speaking 7.0 = 29 / 4 = 7.25 → 7.5',
            ),
          ),
          q(
            'ielts-one-skill-retake',
            'What is the IELTS One Skill Retake?',
            'If you took IELTS on computer, you can retake one module within 60 days instead of the whole test, where the centre offers it. Many, but not all, universities accept the result.',
            p(
              'Your new Test Report Form shows the retaken module with your other original scores, and you choose which of the two results to send. You can use the One Skill Retake once per full test.',
            ),
            warn(
              'Check before you book: some universities and visa authorities, including some immigration programmes, do not accept One Skill Retake results.',
            ),
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
            p(
              'A band of 4.5, for example, corresponds to CEFR B2. Institutions that set minimums on the 0–120 scale can keep using them during the transition, since score reports show both numbers.',
            ),
            tip(
              'When a university lists only a 0–120 minimum, read your equivalent score on the report rather than converting the band yourself.',
            ),
          ),
          q(
            'toefl-or-ielts-for-usa',
            'Should I take TOEFL or IELTS for the USA?',
            "Almost all US universities accept both; pick the one whose format suits you and check each programme's minimum.",
            p(
              'TOEFL iBT is run by ETS, a US organisation, and many US programmes list it first, but they state IELTS equivalents too. The TOEFL iBT takes about two hours; IELTS takes 2 hours 45 minutes with a separate Speaking test.',
            ),
            ul(
              'Choose TOEFL if you type faster than you write by hand and are comfortable with a fully computer-based test',
              'Choose IELTS if you prefer a face-to-face Speaking test with an examiner',
              'Check the sectional minimums, not only the total',
            ),
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
            p(
              'The test is taken online from home in about an hour and results arrive within two days, which makes it popular for late applications. Scores run from 10 to 160.',
            ),
            warn(
              'Always confirm on the programme page: some departments at universities that accept the test still ask for TOEFL or IELTS.',
            ),
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
            p(
              'Public-sector banks such as SBI and Bank of Baroda usually ask for collateral above ₹7.5 lakh. NBFCs and private lenders give unsecured loans of up to about ₹50–75 lakh for strong admits, at higher interest rates.',
            ),
            ul(
              'Secured: lower rate, higher limit, longer tenure; needs property or a fixed deposit',
              'Unsecured: faster, no collateral; depends on university ranking and co-applicant income',
            ),
          ),
          q(
            'section-80e-tax-benefit',
            'Can my parents claim tax benefits on an education loan?',
            "Yes. Under Section 80E of the Income-tax Act the interest on an education loan taken for the borrower's, spouse's or child's higher education is deductible for up to eight years, with no upper limit, under the old tax regime.",
            p(
              'The eight years start from the year in which repayment of interest begins. Only the interest part of the EMI qualifies, and the loan must come from a bank or an approved financial institution, not from a relative.',
            ),
          ),
          q(
            'what-is-moratorium-period',
            'What is the moratorium period on an education loan?',
            'The course duration plus six to twelve months during which you need not repay the principal. Interest usually accrues, and paying simple interest during the course lowers your total cost.',
            p(
              'Banks also call it the repayment holiday. Unpaid interest during the moratorium is usually added to the principal, so your EMIs after it are calculated on a larger amount.',
            ),
            tip(
              'Paying even the simple interest each month during the course keeps the principal from growing; our education loan calculator shows the difference.',
            ),
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
            p(
              'A good LOR comes from someone who taught or supervised you closely and can give specific examples of your work. A well-known name who barely knows you helps less than a project guide who can describe what you built.',
            ),
            ul(
              'Academic LOR: a professor or project guide',
              'Professional LOR: a manager or team lead',
              'Most universities collect LORs online: your referee receives an email link',
            ),
          ),
          q(
            'what-is-an-sop',
            'What is a statement of purpose?',
            "A one- or two-page essay explaining what you want to study, why, what prepared you and what you will do afterwards. It is the admissions team's main way to hear from you directly.",
            p(
              'Admissions committees read it for clear goals, evidence that you are prepared (projects, work, courses) and a good fit with their programme. Some universities call it a personal statement or ask specific essay questions instead.',
            ),
            ul(
              'Keep to the word limit, usually 800–1,000 words',
              'Tailor the last section to each university',
              'Show, with examples, rather than list qualities',
            ),
          ),
          q(
            'are-backlogs-a-problem',
            'Will backlogs stop me from studying abroad?',
            'Not necessarily. Many universities accept up to 5–10 cleared backlogs; a few top universities ask for none. What matters more is your final percentage or CGPA and an honest explanation.',
            p(
              'Universities in Germany and some in the USA look at your overall record; Australian and UK universities usually set a limit per course. Include the backlog certificate from your university with your transcripts when asked.',
            ),
            tip(
              'Address backlogs briefly in your SOP if there was a reason (illness, family circumstances), and show how your later semesters improved.',
            ),
          ),
        ],
      },
    ],
  },
];
