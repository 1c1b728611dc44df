import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the repo's November 2026 rate of about ₹117 per pound.
export const UK_ARTICLES: ArticleSeed[] = [
  {
    slug: 'study-in-uk',
    title: 'Study in the UK for Indian Students: Universities, Costs, Student Visa and Graduate Route',
    summary:
      'One-year master’s degrees, world-ranked universities and two years of post-study work (18 months for applications from January 2027). How UK study works for Indian students, what it costs and what has changed.',
    category: 'study-in-uk',
    author: 'ananya-iyer',
    tags: ['uk', 'masters', 'student visa', 'graduate route', 'admissions'],
    publishedOn: '2025-04-08',
    updatedOn: '2026-10-28',
    trendingRank: 22,
    body: [
      p(
        'The UK is one of the two or three most popular destinations for Indian students, with around one lakh Indians at UK universities. The main draw is time: a taught master’s takes one year, so you spend less on fees and living costs and are back in the job market sooner. The UK government’s rules on dependants, post-study work and university compliance have all tightened since 2024, so it pays to know the current rules before you apply.',
      ),
      h2('Why Indian students choose the UK'),
      ul(
        'Four UK universities are in the QS World University Rankings 2026 top ten: Imperial College London (2nd), Oxford (4th), Cambridge (6th) and UCL (9th).',
        'One-year master’s degrees, recognised as equivalent to Indian master’s degrees under the India–UK agreement on mutual recognition of qualifications signed in 2022.',
        'The Graduate Route: two years of work without a sponsor after a bachelor’s or master’s (three after a PhD), falling to 18 months for applications made from 1 January 2027.',
        'Scholarships aimed at Indians, such as [Chevening](/articles/chevening-scholarship), GREAT and the Charles Wallace India Trust awards.',
      ),
      h2('How UK degrees work'),
      table(
        'UK degree types and how you apply',
        ['Degree', 'Usual length', 'How you apply'],
        [
          'Bachelor’s',
          '3 years (4 in Scotland; 4 with a placement year)',
          'Through UCAS, up to five choices',
        ],
        ['Taught master’s (MSc, MA, LLM)', '1 year', 'Directly to each university, often rolling'],
        ['MBA', '1 year at most schools', 'Directly, usually with work experience and sometimes GMAT'],
        [
          'Research degrees (MRes, PhD)',
          '1 year (MRes); 3–4 years (PhD)',
          'Directly, often with a supervisor',
        ],
        [
          'International foundation year',
          '1 year',
          'Directly, for students who need a bridge to a bachelor’s',
        ],
      ),
      h3('Admission requirements'),
      p(
        'For a master’s, UK universities accept a three-year Indian bachelor’s degree; the percentage they ask for depends on the university and how they rank your Indian institution, from around 55% at many universities to 65–75% or more at the most selective. For a bachelor’s, entry requirements for CBSE, ISC and state boards also vary widely. Most universities want an English test such as IELTS Academic, with an overall band of 6.0–7.0 (usually 6.5 for postgraduate courses); some waive it if you scored well in English in Class 12. You will also need a personal statement, references and a CV.',
      ),
      h2('What it costs'),
      table(
        'Typical UK costs for international students (2026)',
        ['Item', 'Pounds', 'Approx. in rupees'],
        ['Bachelor’s tuition, per year', '£16,000–38,000', '₹19–44 lakh'],
        ['One-year taught master’s', '£15,000–40,000', '₹18–47 lakh'],
        ['MBA', '£25,000–90,000', '₹29 lakh–₹1.05 crore'],
        ['Living costs outside London, per month', '£1,000–1,400', '₹1.2–1.6 lakh'],
        ['Living costs in London, per month', '£1,500–2,200', '₹1.8–2.6 lakh'],
      ),
      p(
        'A one-year master’s usually costs about ₹35–55 lakh in total outside London and ₹50–70 lakh in London, including the visa and the Immigration Health Surcharge. See [the cost of studying in the UK](/articles/cost-of-studying-in-uk) for a full budget.',
      ),
      h2('Intakes'),
      p(
        'September is the main intake, with every course on offer. Many universities also run a January intake for postgraduate courses, and a few offer May starts. Popular master’s courses often fill by February–April for September, so apply from October of the year before. Undergraduate applications through UCAS are due in mid-to-late January, or 15 October for Oxford, Cambridge and medicine.',
      ),
      h2('The Student visa in brief'),
      ol(
        'Accept an unconditional offer and pay any deposit the university asks for.',
        'Receive your Confirmation of Acceptance for Studies (CAS).',
        'Hold the money you need for 28 consecutive days: your remaining first-year fees plus £1,483 a month in London or £1,136 a month elsewhere, for up to nine months.',
        'Get a tuberculosis test at a Home Office-approved clinic in India.',
        'Apply online, pay the £524 visa fee and the Immigration Health Surcharge (£776 a year), and give biometrics at a visa application centre.',
      ),
      p(
        'Decisions from India usually take about three weeks. The [UK student visa guide](/articles/uk-student-visa) explains each document and the credibility interview.',
      ),
      warn(
        'Since January 2024 only students on PhD and other research-based postgraduate courses can bring a spouse or children. If you are doing a taught master’s, plan to travel alone.',
      ),
      h2('Working during and after your studies'),
      p(
        'On a degree-level course you can work up to 20 hours a week in term time and full-time in official vacations, but you cannot be self-employed or fill a permanent full-time role. After graduating you can apply from inside the UK for the Graduate visa (£880 at the time of writing, plus the health surcharge). It lasts two years after a bachelor’s or master’s and three after a PhD; for applications made from 1 January 2027 the standard period falls to 18 months. Read more in [post-study work in the UK](/articles/post-study-work-visa-uk).',
      ),
      tip(
        'Cities such as Manchester, Leeds, Sheffield, Coventry, Glasgow and Cardiff cost far less than London, and the money you must show for the visa is lower outside London too.',
      ),
    ],
    faqs: faqs(
      [
        'Is a one-year UK master’s valid in India?',
        'Yes. Under the India–UK mutual recognition agreement of 2022, UK master’s degrees, including one-year taught master’s, are treated as equivalent to Indian master’s degrees for further study and employment.',
      ],
      [
        'How much does it cost to study in the UK from India?',
        'A one-year master’s costs £15,000–40,000 in tuition (about ₹18–47 lakh) plus £12,000–26,000 for living costs depending on the city, so most students budget about ₹35–55 lakh in total outside London.',
      ],
      [
        'Can I study in the UK without IELTS?',
        'Often, yes. Many universities accept other tests such as PTE Academic, TOEFL or their own assessment, and some waive the test if you scored highly in Class 12 English. The university must still confirm your English is at CEFR B2 or above for the visa.',
      ],
      [
        'How long can I stay in the UK after my studies?',
        'Two years on the Graduate visa after a bachelor’s or master’s and three after a PhD. For applications made from 1 January 2027 the standard period is 18 months.',
      ],
    ),
  },
  {
    slug: 'uk-student-visa',
    title: 'UK Student Visa from India: CAS, Funds, Fees, Documents and Processing Time',
    summary:
      'How Indian students get a UK Student visa in 2026: the CAS, the 28-day funds rule with worked examples, the £524 fee and health surcharge, the TB test, credibility interviews and the eVisa.',
    category: 'study-in-uk',
    author: 'ananya-iyer',
    tags: ['uk', 'student visa', 'cas', 'ihs', 'proof of funds'],
    publishedOn: '2025-06-18',
    updatedOn: '2026-10-20',
    trendingRank: 25,
    body: [
      p(
        'To study a degree in the UK for more than six months you need a Student visa, the route that replaced the old Tier 4 visa. It is a points-based visa, which in practice means three things: an offer and CAS from a licensed university, English at the required level and enough money held in the right way. Most refusals for Indian students come from the money rules, so read that section twice.',
      ),
      h2('What the Student visa costs'),
      table(
        'UK Student visa costs for a one-year master’s (2026)',
        ['Item', 'Amount', 'Approx. in rupees'],
        ['Visa application fee (outside the UK)', '£524', '₹61,000'],
        ['Immigration Health Surcharge (£776 a year)', '£1,164 for a 12-month course', '₹1.36 lakh'],
        ['Tuberculosis test in India', 'Set by the approved clinic', 'A few thousand rupees'],
        ['Priority or super-priority decision', 'Optional, extra fee', 'Varies'],
      ),
      p(
        'The health surcharge is charged for the whole length of your visa. A one-year master’s gets a visa of about 16 months (the course plus four months), which counts as one and a half years, hence £1,164. The surcharge gives you access to the NHS on the same basis as a UK resident.',
      ),
      h2('Step by step'),
      ol(
        'Meet the conditions of your offer, pay the tuition deposit and receive an unconditional offer.',
        'Get your Confirmation of Acceptance for Studies (CAS), a reference number with your course, fees and the documents the university assessed.',
        'Put your funds in place and keep them there for 28 consecutive days.',
        'Take a tuberculosis test at a Home Office-approved clinic in India; the certificate is valid for six months.',
        'Apply online on GOV.UK up to six months before your course starts, pay the fee and the surcharge, and book a biometrics appointment at a visa application centre.',
        'Give your fingerprints and photo, submit your documents and wait for the decision, usually about three weeks.',
      ),
      h2('Proof of funds: the rule that decides most cases'),
      p(
        'You must show your remaining first-year tuition (the fee on your CAS minus any deposit already paid) plus living costs of £1,483 a month in London or £1,136 a month elsewhere, for up to nine months. That is £13,347 in London or £10,224 outside London. The money must stay in the account for 28 consecutive days, and the closing date of the statement must be no more than 31 days before you apply.',
      ),
      table(
        'Worked examples of the money to show',
        ['Example', 'Remaining tuition', 'Living costs', 'Total to show'],
        [
          'MSc in Manchester, £29,000 fee, £5,000 deposit paid',
          '£24,000',
          '£10,224',
          '£34,224 (about ₹40 lakh)',
        ],
        ['MSc in London, £33,000 fee, £5,000 deposit paid', '£28,000', '£13,347', '£41,347 (about ₹48 lakh)'],
      ),
      ul(
        'The account can be in your name or a parent’s; if it is a parent’s, add your birth certificate and a letter of consent from the parent.',
        'Education loans from a regulated lender count; the sanction letter must be addressed to you and show the amount.',
        'Money in fixed deposits must be available to you; ask your bank for a statement or letter covering the whole 28-day period, and check the current GOV.UK guidance on acceptable accounts.',
        'Indian applicants must submit the financial evidence with the application.',
      ),
      warn(
        'If the balance dips below the required amount for even one day of the 28, the application is refused. Keep a margin above the total and do not move money in or out during that period.',
      ),
      h2('English, ATAS and other documents'),
      p(
        'For degree-level study you need English at CEFR level B2. Universities can assess this themselves, for example through your IELTS Academic score or Class 12 English marks, and state it on your CAS. Some postgraduate courses in science and engineering also need an ATAS certificate from the Foreign, Commonwealth & Development Office; your offer letter will say so, and it can take several weeks. Bring your passport, the documents listed on your CAS, your TB certificate and your funds evidence.',
      ),
      h2('Credibility interviews'),
      p(
        'Universities and the Home Office may interview you, by video or in person, to check that you are a genuine student. Expect questions on why this course and university, how it follows from your studies or work, what the course costs and who pays, and what you plan to do afterwards. Our [student visa interview tips](/articles/student-visa-interview-tips) explain how to prepare.',
      ),
      h2('After the decision'),
      p(
        'The UK now issues eVisas: your permission to study is a digital record that you view and share through a UKVI account, instead of a biometric residence permit. You can arrive up to one month before your course starts if the course lasts more than six months. Register with a GP when you arrive, and remember the work limit of 20 hours a week during term.',
      ),
      tip(
        'Since January 2024 students on taught master’s courses cannot bring dependants. If you are married and want your spouse with you, look at research degrees such as a PhD, or plan for your spouse to apply on their own route.',
      ),
      p(
        'For costs and living budgets, see [study in the UK](/articles/study-in-uk) and [the cost of living in the UK](/articles/cost-of-living-in-uk).',
      ),
    ],
    faqs: faqs(
      [
        'How much bank balance is needed for a UK Student visa?',
        'Your remaining first-year tuition plus £1,136 a month outside London or £1,483 a month in London for up to nine months (£10,224 or £13,347), held for 28 consecutive days and no older than 31 days when you apply.',
      ],
      [
        'How long does a UK Student visa take from India?',
        'Usually about three weeks after your biometrics appointment. Priority and super-priority services give faster decisions for an extra fee.',
      ],
      [
        'Is IELTS compulsory for a UK Student visa?',
        'Not always. For degree-level study the university can assess your English itself; IELTS for UKVI or another Secure English Language Test is needed mainly for courses below degree level or where the university asks for it.',
      ],
      [
        'Can I take my spouse on a UK Student visa?',
        'Only if you are on a PhD or other research-based postgraduate course, or on a government-funded scholarship of more than six months.',
      ],
    ),
  },
];
