import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the repo's November 2026 rate of about ₹117 per pound.
export const UK_ARTICLES: ArticleSeed[] = [
  {
    slug: 'study-in-uk',
    title: 'Study in the UK for Indian Students: Universities, Costs, Student Visa and Graduate Route',
    summary:
      'One-year master’s degrees, top-ranked universities and the Graduate Route (18 months for applications from January 2027): how UK study works for Indian students and what it costs.',
    category: 'study-in-uk',
    author: 'ananya-iyer',
    tags: ['uk', 'masters', 'student-visa', 'graduate-route', 'admissions'],
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
        'Hold the money you need for 28 consecutive days: your remaining first-year fees plus £1,529 a month in London or £1,171 a month elsewhere, for up to nine months.',
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
    tags: ['uk', 'student-visa', 'cas', 'ihs', 'proof-of-funds'],
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
        'You must show your remaining first-year tuition (the fee on your CAS minus any deposit already paid) plus living costs of £1,529 a month in London or £1,171 a month elsewhere, for up to nine months. That is £13,761 in London or £10,539 outside London. The money must stay in the account for 28 consecutive days, and the closing date of the statement must be no more than 31 days before you apply.',
      ),
      table(
        'Worked examples of the money to show',
        ['Example', 'Remaining tuition', 'Living costs', 'Total to show'],
        [
          'MSc in Manchester, £29,000 fee, £5,000 deposit paid',
          '£24,000',
          '£10,539',
          '£34,539 (about ₹40 lakh)',
        ],
        ['MSc in London, £33,000 fee, £5,000 deposit paid', '£28,000', '£13,761', '£41,761 (about ₹49 lakh)'],
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
        'Your remaining first-year tuition plus £1,171 a month outside London or £1,529 a month in London for up to nine months (£10,539 or £13,761), held for 28 consecutive days and no older than 31 days when you apply.',
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
  {
    slug: 'cost-of-studying-in-uk',
    title: 'Cost of Studying in the UK for Indian Students: Tuition, Visa, Living Costs and Total Budget',
    summary:
      'What a UK degree costs in pounds and rupees in 2026: tuition by level, the visa and health surcharge, living costs in London and elsewhere, and worked budgets for a one-year master’s.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['uk', 'cost-of-study', 'tuition', 'budget', 'ihs'],
    publishedOn: '2025-08-25',
    updatedOn: '2026-10-26',
    body: [
      p(
        'The UK’s great financial advantage is time. A taught master’s lasts one year, so you pay one year of tuition and living costs where the USA or Canada would charge two. Tuition is high for international students, though, and the visa comes with an up-front health surcharge, so it pays to budget the whole year, not just the fee on the offer letter.',
      ),
      h2('Tuition by level'),
      table(
        'Yearly tuition for international students in the UK (2026)',
        ['Programme', 'Pounds', 'Approx. in rupees'],
        ['International foundation year', '£12,000–22,000', '₹14–26 lakh'],
        ['Bachelor’s, per year', '£16,000–38,000', '₹19–44 lakh'],
        ['One-year taught master’s', '£15,000–40,000', '₹18–47 lakh'],
        ['MBA', '£25,000–90,000', '₹29 lakh–₹1.05 crore'],
      ),
      p(
        'Laboratory-based subjects, engineering and business courses cost more than humanities, and medicine costs the most. Universities in London and the most selective universities charge at the top of the range, while many universities in the Midlands, the North, Scotland and Wales charge £15,000–22,000 for a master’s. Most universities ask for a tuition deposit to issue your CAS, and many give a discount if you pay the full fee early.',
      ),
      h2('Visa and other one-time costs'),
      table(
        'Costs you pay once, before you start',
        ['Item', 'Amount', 'Approx. in rupees'],
        ['Student visa application fee', '£524', '₹61,000'],
        ['Immigration Health Surcharge, one-year master’s', '£1,164 (£776 a year of visa)', '₹1.36 lakh'],
        ['IELTS Academic or IELTS for UKVI', '₹18,000 or ₹18,250', '—'],
        ['Tuberculosis test', 'Set by the approved clinic', 'A few thousand rupees'],
        ['Flight to London or Manchester', '—', '₹45,000–50,000 one way'],
      ),
      p(
        'Undergraduate applicants also pay the UCAS application fee. Most universities charge nothing for a postgraduate application, though a few selective universities do.',
      ),
      h2('Living costs'),
      p(
        'Outside London most students manage on £1,000–1,400 a month; in London expect £1,500–2,200. Rent is the main difference. For the visa you must also show at least £1,171 a month outside London or £1,529 a month in London, for up to nine months. The [cost of living in the UK](/articles/cost-of-living-in-uk) guide covers each item in detail.',
      ),
      h2('Worked budgets for a one-year MSc'),
      table(
        'Tuition plus 12 months of living costs and the visa',
        ['Item', 'Manchester', 'London'],
        ['Tuition', '£29,000', '£33,000'],
        ['Rent (shared house or flat, bills included)', '£7,440', '£12,600'],
        ['Food', '£3,000', '£3,600'],
        ['Transport', '£660', '£1,536'],
        ['Other expenses', '£1,440', '£1,800'],
        ['Visa fee and health surcharge', '£1,688', '£1,688'],
        ['Total', '£43,228 (about ₹51 lakh)', '£54,224 (about ₹63 lakh)'],
      ),
      p(
        'A master’s with a £16,000–20,000 fee outside London brings the total down to about ₹35–40 lakh. Add your flight and the first month’s deposit on accommodation. The [expense calculator](/expense-calculator) works out the same budget for your own course and city.',
      ),
      tip(
        'Compare the total cost of a UK one-year master’s with a two-year programme elsewhere, including a year of lost salary. Even at a higher yearly fee, the UK is often cheaper overall.',
      ),
      h2('How to bring the cost down'),
      ul(
        'Scholarships: GREAT Scholarships, Chevening, Commonwealth and many university awards for Indian students; see [scholarships in the UK](/articles/scholarships-in-uk).',
        'Early-payment discounts and alumni discounts offered by many universities.',
        'Choose a city outside London, where both rent and the visa funds requirement are lower.',
        'Part-time work of up to 20 hours a week in term covers part of your living costs.',
      ),
      warn(
        'The government has announced a levy on universities’ international student income from 2028, which may push fees up for later intakes. Confirm the fee for your year of entry in writing.',
      ),
      p(
        'Most families fund the gap with an education loan; our [education loan calculator](/calculator/education-loan) shows the EMI for any amount and rate.',
      ),
    ],
    faqs: faqs(
      [
        'How much does a UK master’s cost in rupees?',
        'About ₹35–55 lakh in total outside London and ₹50–70 lakh in London, including one year of tuition, 12 months of living costs, the visa and the health surcharge.',
      ],
      [
        'What is the Immigration Health Surcharge for students?',
        '£776 for each year of your visa, paid when you apply. A one-year master’s gets a visa of about 16 months, so the surcharge is £1,164.',
      ],
      [
        'Which are the cheapest UK cities for students?',
        'Cities in the North of England, the Midlands, Scotland and Wales, such as Manchester, Leeds, Sheffield, Coventry, Glasgow and Cardiff, cost much less than London, mainly because of rent.',
      ],
      [
        'Do I have to pay the full tuition fee before applying for the visa?',
        'No. Most universities ask for a deposit before they issue your CAS and let you pay the rest in instalments. For the visa you must show the unpaid part of your first-year fee, plus living costs, in your funds.',
      ],
    ),
  },
  {
    slug: 'cost-of-living-in-uk',
    title: 'Cost of Living in the UK for Indian Students: Rent, Food, Transport and City Comparison',
    summary:
      'Monthly living costs for students in the UK in 2026: halls and shared houses, groceries, travel discounts, bills and the money the visa asks you to show, with real figures for London and Manchester.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['uk', 'cost-of-living', 'rent', 'london', 'budget'],
    publishedOn: '2025-09-10',
    updatedOn: '2026-10-26',
    body: [
      p(
        'Living costs in the UK depend above all on where you study. A student in Manchester, Leeds or Glasgow can live well on £1,000–1,400 a month, while London usually needs £1,500–2,200. Healthcare is covered by the Immigration Health Surcharge you pay with the visa, so you will not face large medical bills, but rent, travel and food add up quickly.',
      ),
      h2('Monthly costs at a glance'),
      table(
        'Typical monthly living costs for a student in the UK (2026)',
        ['Item', 'Pounds a month', 'Approx. in rupees'],
        ['Rent (student halls or shared house)', '£550–1,300', '₹64,000–1.5 lakh'],
        ['Food and groceries', '£200–350', '₹23,000–41,000'],
        ['Local transport', '£50–170', '₹5,900–20,000'],
        ['Healthcare extras (NHS access comes with the IHS)', '£0–20', '₹0–2,300'],
        ['Phone, internet and utilities', '£40–120', '₹4,700–14,000'],
      ),
      h2('London and Manchester compared'),
      table(
        'A postgraduate student’s month in two cities',
        ['Item', 'London', 'Manchester'],
        [
          'University halls, single en-suite',
          'About £1,100 (about £255 a week)',
          'About £720 (about £165 a week)',
        ],
        [
          'Room in a shared flat or house, bills included',
          '£1,050 (zones 2–3)',
          '£620 (Fallowfield or Rusholme)',
        ],
        ['Food', '£300', '£250'],
        ['Transport', '£128 (zones 1–2 Travelcard with the student discount)', '£55 (student bus ticket)'],
        ['Other expenses', '£150', '£120'],
        ['Total with a shared flat', '£1,628 (about ₹1.9 lakh)', '£1,045 (about ₹1.22 lakh)'],
      ),
      h2('Accommodation'),
      p(
        'Most international postgraduates spend their year in university halls or purpose-built student accommodation, where rent usually includes bills and internet and contracts last 40–51 weeks. Shared houses are cheaper but need a deposit, a guarantor or several months paid in advance. Rent is quoted per week in the UK, so multiply by 52 and divide by 12 to compare with monthly figures.',
      ),
      tip(
        'Book halls as soon as you accept your offer. Rooms near campus in popular cities fill by early summer, and late arrivals often end up paying more for private rooms further away.',
      ),
      h2('Food'),
      p(
        'Cooking at home keeps food to £200–300 a month outside London. Discount supermarkets are the cheapest, and Indian groceries are easy to find in Leicester, Birmingham, Manchester, London and most university cities. A meal out costs far more, so most students keep it for weekends.',
      ),
      h2('Transport'),
      ul(
        'London: the 18+ Student Oyster photocard gives 30% off Travelcards and bus and tram pass season tickets.',
        'Other cities: student bus passes are cheap, and many students walk or cycle to campus.',
        'Trains: a 16–25 Railcard or 26–30 Railcard saves a third on most rail fares.',
      ),
      h2('Bills and other costs'),
      p(
        'Full-time students are exempt from council tax, but a house shared with non-students may have to pay part of it. Phone SIM-only plans are inexpensive, and broadband is usually included in halls. If you watch live TV or BBC iPlayer in your room, you need a TV licence. Prescriptions in England carry a fixed charge, while Scotland and Wales do not charge for them.',
      ),
      h2('What the visa asks you to show'),
      p(
        'For the Student visa you must show living costs of £1,529 a month in London or £1,171 a month elsewhere, for up to nine months (£13,761 or £10,539), on top of your remaining first-year tuition. These are minimums for the visa, not a realistic budget: most students spend more. Read the [UK student visa guide](/articles/uk-student-visa) for the 28-day rule.',
      ),
      warn(
        'Do not plan to pay your rent from a part-time job. Work is limited to 20 hours a week in term, jobs take time to find, and your visa funds must already be in place before you apply.',
      ),
      p(
        'See the [cost of studying in the UK](/articles/cost-of-studying-in-uk) for tuition and a full-year budget, or compare cities in the [expense calculator](/expense-calculator).',
      ),
    ],
    faqs: faqs(
      [
        'How much money does a student need per month in the UK?',
        'About £1,000–1,400 (₹1.2–1.6 lakh) outside London and £1,500–2,200 (₹1.8–2.6 lakh) in London.',
      ],
      [
        'Do international students pay council tax in the UK?',
        'Full-time students are exempt. If you share a house with people who are not students, the household may still have to pay part of it.',
      ],
      [
        'Is university accommodation cheaper than renting privately?',
        'Not always. Halls cost more per week than a room in a shared house in many cities, but rent includes bills and internet, contracts are simpler, and you do not need a UK guarantor. Many students live in halls in their first year and move to a shared house later.',
      ],
      [
        'Is healthcare free for students in the UK?',
        'Once you pay the Immigration Health Surcharge with your visa, you can use the NHS like a resident, including GP visits and hospital care. Some costs, such as prescriptions in England and dental treatment, are charged separately.',
      ],
    ),
  },
  {
    slug: 'scholarships-in-uk',
    title: 'Scholarships in the UK for Indian Students: Fully Funded and Partial Awards Compared',
    summary:
      'Every major UK scholarship open to Indian students: Chevening, Commonwealth, Rhodes, Gates Cambridge, GREAT, Charles Wallace and university awards, with who can apply.',
    category: 'scholarships',
    author: 'ananya-iyer',
    tags: ['uk', 'scholarships', 'fully-funded', 'masters', 'phd'],
    publishedOn: '2025-10-06',
    updatedOn: '2026-09-18',
    body: [
      p(
        'The UK has more scholarships aimed at Indian students than any other destination, from fully funded government awards to tuition discounts offered by individual universities. They differ sharply in who they are for: some want work experience and a commitment to return to India, some fund only Oxford or Cambridge, and some simply reward a good application to a named course. This guide helps you find the ones that fit.',
      ),
      h2('Fully funded scholarships'),
      table(
        'Fully funded UK scholarships open to Indian students',
        ['Scholarship', 'Level', 'Where', 'Who it suits'],
        [
          'Chevening',
          'One-year master’s',
          'Any UK university',
          'Professionals with at least two years’ work experience who will return to India',
        ],
        [
          'Commonwealth Master’s Scholarships',
          'One-year master’s',
          'Any UK university',
          'Applicants nominated through India’s national nominating agency',
        ],
        [
          'Rhodes Scholarship (India)',
          'Master’s and DPhil',
          'Oxford only',
          'Outstanding graduates aged roughly 19–25',
        ],
        [
          'Gates Cambridge',
          'Master’s and PhD',
          'Cambridge only',
          'Academic excellence and leadership, any field',
        ],
        [
          'British Council Scholarships for Women in STEM',
          'Master’s',
          'Partner universities',
          'Women in STEM, in years when India is included',
        ],
      ),
      p(
        'Each has its own guide: [Chevening](/articles/chevening-scholarship), [Rhodes](/articles/rhodes-scholarship-india), [Gates Cambridge](/articles/gates-cambridge-scholarship) and the [British Council scholarships for women in STEM](/articles/british-council-scholarships-for-women-in-stem).',
      ),
      h2('Partial scholarships'),
      table(
        'Partial UK scholarships for Indian students',
        ['Scholarship', 'Value', 'Who can apply'],
        [
          'GREAT Scholarships',
          'At least £10,000 off tuition',
          'Indian citizens with an offer for a named one-year master’s at a participating university',
        ],
        [
          'Charles Wallace India Trust',
          'Contributions to fees and living costs, or research grants',
          'Indian artists, heritage professionals and humanities scholars, usually aged 25–38',
        ],
        [
          'Cambridge Trust awards for India',
          'Full or partial fees and maintenance',
          'Indian applicants to Cambridge postgraduate courses',
        ],
        [
          'University scholarships',
          'Usually £2,000–10,000 off tuition',
          'Applicants from India, often assessed automatically',
        ],
      ),
      p(
        'The [GREAT Scholarships](/articles/great-scholarships-uk) guide lists how the partner universities select. Many UK universities also run their own India scholarships or international merit awards, often worth a few thousand pounds and awarded automatically on the strength of your application.',
      ),
      h2('Which one should you aim for?'),
      ul(
        'Fresh graduate with top grades: Rhodes (if you are within the age limit), Gates Cambridge or university merit awards.',
        'Two or more years of work experience and plans to build a career in India: Chevening or Commonwealth.',
        'Arts, heritage or humanities professional: the Charles Wallace India Trust.',
        'Woman applying for a STEM master’s: the British Council women-in-STEM awards, when India is in the round, and university awards for women in engineering and computing.',
        'Strong applicant to a named course at a mid-ranked university: GREAT and the university’s own scholarships.',
      ),
      tip(
        'Apply early. Most university scholarships are judged on your course application, and many are awarded first come, first served until the budget runs out. Applying in October–December for September entry gives you the best chance.',
      ),
      h2('What a strong application includes'),
      p(
        'Selection panels for the big awards read thousands of applications, so specifics win. Give one concrete example for each quality they ask about, with what changed because of you; name the course modules or research groups that matter to your plan; and explain what you will do in India afterwards. Referees should know your work well enough to give examples, not just confirm your marks.',
      ),
      h2('A timeline for September entry'),
      table(
        'When UK scholarship applications usually open and close',
        ['Scholarship', 'Typical application window'],
        ['Rhodes (India)', 'Usually June to July–August, the year before'],
        ['Chevening', 'Opens in August, closes in the autumn, the year before'],
        [
          'Gates Cambridge and Cambridge Trust',
          'With your course application, by the December or January funding deadline',
        ],
        ['Charles Wallace India Trust', 'Usually February–April'],
        ['GREAT Scholarships', 'Set by each university, mostly April–June'],
        ['University scholarships', 'From October, often with the course application'],
      ),
      warn(
        'Chevening and Commonwealth scholars agree to return to India after the award, so they are not a route to the Graduate visa. Check each scholarship’s return conditions before you accept it.',
      ),
      p(
        'If scholarships cover only part of your costs, plan the rest with the [cost of studying in the UK](/articles/cost-of-studying-in-uk) guide.',
      ),
    ],
    faqs: faqs(
      [
        'Which UK scholarships are fully funded for Indian students?',
        'Chevening, Commonwealth Master’s Scholarships, the Rhodes Scholarship at Oxford, Gates Cambridge and, in rounds that include India, the British Council scholarships for women in STEM.',
      ],
      [
        'Can I get a UK scholarship without work experience?',
        'Yes. Rhodes, Gates Cambridge, GREAT and most university scholarships do not require work experience. Chevening requires about two years.',
      ],
      [
        'Do UK scholarships cover the visa and health surcharge?',
        'Fully funded awards such as Chevening, Rhodes and Gates Cambridge usually do. Partial awards such as GREAT and university scholarships only reduce tuition.',
      ],
      [
        'Can I hold two UK scholarships together?',
        'Often you can combine a university tuition discount with an external partial award, but fully funded scholarships usually forbid holding another full award. Check the terms of each.',
      ],
    ),
  },
  {
    slug: 'part-time-jobs-in-uk',
    title: 'Part-Time Jobs in the UK for Indian Students: 20-Hour Rule, Wages, Tax and Where to Look',
    summary:
      'The UK Student visa work rules: the 20-hour term-time limit, what counts as a vacation, minimum wages from April 2026, typical student jobs, NI numbers, tax and what is banned.',
    category: 'jobs-and-salary',
    author: 'ananya-iyer',
    tags: ['uk', 'part-time-jobs', 'student-visa', 'minimum-wage'],
    publishedOn: '2025-11-24',
    updatedOn: '2026-10-12',
    body: [
      p(
        'Most Indian students in the UK work part-time at some point, and the rules are generous compared with the USA: you can work for almost any employer, on or off campus. The limits are on hours and on certain kinds of work, and they are printed on your visa. Breaking them can lead to your visa being cancelled, so it is worth knowing them exactly.',
      ),
      h2('How many hours you can work'),
      table(
        'Work allowed on a Student visa',
        ['Your course', 'During term time', 'During official vacations'],
        ['Degree level or above (bachelor’s, master’s, PhD)', 'Up to 20 hours a week', 'Full-time'],
        ['Below degree level (for example a foundation course)', 'Up to 10 hours a week', 'Full-time'],
      ),
      p(
        'Term time and vacations are defined by your university, not by you. For a one-year taught master’s the summer is usually not a vacation, because it is the dissertation period; check your university’s published dates. The 20-hour limit applies to each week (Monday to Sunday) and counts all your jobs together, paid or unpaid.',
      ),
      warn(
        'You cannot be self-employed or work as a freelancer, fill a permanent full-time vacancy, work as a professional sportsperson or sports coach, or work as an entertainer. Food-delivery and ride-hailing work done as a self-employed contractor is not allowed.',
      ),
      h2('What students earn'),
      table(
        'Minimum wages from 1 April 2026',
        ['Rate', 'Per hour'],
        ['National Living Wage, age 21 and over', '£12.71'],
        ['National Minimum Wage, age 18–20', '£10.85'],
      ),
      p(
        'At 20 hours a week on £12.71 an hour you earn about £254 a week, roughly £1,100 a month before tax in term time. Many employers, including a large number of universities, pay the voluntary Real Living Wage, which the Living Wage Foundation sets each autumn; the rates announced in October 2025 were £13.45 an hour, or £14.80 in London.',
      ),
      h2('Jobs students usually find'),
      ul(
        'University jobs: student ambassador, library or IT help desk, lab demonstrator, event and open-day staff. They fit around your timetable and often pay the Real Living Wage.',
        'Retail and supermarkets, especially in the run-up to Christmas.',
        'Hospitality: cafés, restaurants and hotels, often with evening and weekend shifts.',
        'Warehouse and logistics roles, through agencies, as employees rather than contractors.',
        'Care and support work, where employers accept part-time student staff.',
      ),
      tip(
        'Rewrite your CV in the UK style, one or two pages with no photo, date of birth or marital status, and register with your university’s careers service and job shop in your first week.',
      ),
      h2('Paperwork: right to work, NI number and tax'),
      ol(
        'Prove your right to work by giving the employer a share code from your UKVI account, which holds your eVisa, with your date of birth.',
        'Apply for a National Insurance number online; you can start work before it arrives if you can prove your right to work.',
        'Tell the employer your course term dates; many ask for a letter from the university.',
        'Check your payslip and tax code. Income up to the personal allowance of £12,570 a year is free of income tax, and if you are put on an emergency tax code you can claim back any overpayment.',
      ),
      h2('Can part-time work pay for your studies?'),
      p(
        'It helps with living costs but cannot replace your savings or loan. At 20 hours a week you may cover groceries, travel and part of your rent, but the visa requires you to hold your tuition and living funds before you apply, and jobs can take weeks to find. Plan your budget with the [cost of living in the UK](/articles/cost-of-living-in-uk) and treat any earnings as a bonus.',
      ),
      p(
        'After graduating, the Graduate visa lets you work full-time without these limits: see [post-study work in the UK](/articles/post-study-work-visa-uk) and our [UK student visa guide](/articles/uk-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in the UK?',
        'Up to 20 hours a week in term time on a degree-level course (10 hours below degree level), and full-time during official university vacations.',
      ],
      [
        'What is the minimum wage for students in the UK?',
        'From 1 April 2026, £12.71 an hour for workers aged 21 and over and £10.85 for those aged 18–20. Many universities and large employers pay the higher Real Living Wage.',
      ],
      [
        'Can I work as a delivery rider on a Student visa?',
        'Not as a self-employed contractor, which is how most delivery apps work. Student visa holders cannot be self-employed.',
      ],
      [
        'Do students pay tax on part-time work in the UK?',
        'Only on income above the personal allowance of £12,570 a year, which most part-time students stay below. National Insurance is deducted if your weekly earnings pass the threshold.',
      ],
    ),
  },
  {
    slug: 'post-study-work-visa-uk',
    title: 'UK Graduate Route for Indian Students: Post-Study Work Visa Rules, Cost and the 2027 Change',
    summary:
      'The UK Graduate visa: who qualifies, two years (three after a PhD) falling to 18 months for applications from 1 January 2027, the cost, and the switch to a Skilled Worker visa.',
    category: 'study-in-uk',
    author: 'ananya-iyer',
    tags: ['uk', 'graduate-route', 'post-study-work', 'skilled-worker-visa'],
    publishedOn: '2025-12-08',
    updatedOn: '2026-11-06',
    body: [
      p(
        'The Graduate visa, often called the Graduate Route or the UK post-study work visa, lets international students stay in the UK after their degree and work, or look for work, without an employer sponsor. It reopened in 2021 and is one of the main reasons Indian students choose the UK. Its length is changing: for applications made from 1 January 2027, the standard period falls from two years to 18 months.',
      ),
      h2('How long you can stay'),
      table(
        'Length of the Graduate visa',
        [
          'Degree completed',
          'Application made before 1 January 2027',
          'Application made from 1 January 2027',
        ],
        ['Bachelor’s or master’s', '2 years', '18 months'],
        ['PhD or other doctoral qualification', '3 years', '3 years'],
      ),
      p(
        'What matters is the date you apply, not the date you started your course. If you finish a one-year master’s in late 2026 and receive your results before the end of the year, you can apply before 1 January 2027 and keep the two-year period, as long as your Student visa is still valid. Students starting in September 2026 or later will usually apply in 2027 or after, and get 18 months.',
      ),
      h2('Who qualifies'),
      ul(
        'You are in the UK on a Student visa (or the older Tier 4 visa) when you apply.',
        'You have successfully completed a UK bachelor’s, master’s or PhD, or another eligible qualification, with the same university that sponsored you.',
        'Your university has reported to the Home Office that you completed the course.',
        'You studied in the UK for the required period of your course; distance learning usually does not count.',
        'You have not held a Graduate visa before.',
      ),
      warn(
        'You must apply from inside the UK before your Student visa expires. If you leave the UK after your course and let your visa lapse, you cannot apply from India.',
      ),
      h2('What it costs'),
      table(
        'Graduate visa costs',
        ['Item', 'Amount', 'Approx. in rupees'],
        ['Application fee', '£880 at the time of writing', '₹1.03 lakh'],
        ['Immigration Health Surcharge, 2-year visa', '£1,552 (£776 a year)', '₹1.82 lakh'],
        ['Immigration Health Surcharge, 18-month visa', '£1,164', '₹1.36 lakh'],
      ),
      p(
        'You apply online, confirm your identity with the UK Immigration: ID Check app or at a service point, and usually get a decision within about eight weeks. You can keep working under your Student visa conditions while you wait, and full-time work is allowed once your course has ended.',
      ),
      h2('What you can and cannot do'),
      ul(
        'Work in almost any job, full-time or part-time, or be self-employed, without a sponsor.',
        'Look for work, change employers and take unpaid internships.',
        'You cannot extend the Graduate visa; to stay longer you must switch to another route.',
        'Time on the Graduate visa does not count towards settlement (indefinite leave to remain).',
        'Family members can stay with you only if they were already your dependants on your Student visa.',
      ),
      h2('Moving on to a Skilled Worker visa'),
      p(
        'Most graduates who stay long-term switch to a Skilled Worker visa, which needs a job offer from a licensed sponsor. Since 22 July 2025 the job must generally be at degree level (RQF 6) and pay at least £41,700 a year or the going rate for the occupation. New entrants, including people switching from a Student or Graduate visa, can be paid 30% less, which brings the general threshold to £33,400. Use your Graduate visa period to get into a role that meets these thresholds.',
      ),
      tip(
        'Start job hunting in the autumn of your master’s, not after you finish. Graduate schemes at large UK employers recruit a year ahead, and your university careers service can tell you which employers hold a sponsor licence.',
      ),
      p(
        'For the student years, read [study in the UK](/articles/study-in-uk) and [part-time jobs in the UK](/articles/part-time-jobs-in-uk); the visa itself is covered in our [UK student visa guide](/articles/uk-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'How long is the UK post-study work visa?',
        'Two years after a bachelor’s or master’s and three after a PhD. For applications made from 1 January 2027, the standard period is 18 months; PhD graduates keep three years.',
      ],
      [
        'Can I apply for the Graduate visa from India?',
        'No. You must apply from inside the UK while your Student visa is still valid.',
      ],
      [
        'Do I need a job offer for the Graduate visa?',
        'No. It needs no sponsor and no job offer. You can work in almost any job or look for work during the visa.',
      ],
      [
        'Can I extend the Graduate visa?',
        'No. To stay longer you must switch to another route, usually the Skilled Worker visa with a sponsoring employer.',
      ],
    ),
  },
  {
    slug: 'intakes-in-uk',
    title: 'Intakes in the UK: September, January and May Intakes and Deadlines for Indian Students',
    summary:
      'How the UK’s September, January and May intakes differ, UCAS and postgraduate deadlines, how the intake you choose affects your Graduate visa, and a timeline for September 2027.',
    category: 'study-in-uk',
    author: 'ananya-iyer',
    tags: ['uk', 'intakes', 'september-intake', 'january-intake', 'ucas'],
    publishedOn: '2026-02-16',
    updatedOn: '2026-10-14',
    body: [
      p(
        'Most UK courses start in September, but many universities also run a January intake for postgraduate courses and a few offer May starts. The intake you pick affects your choice of courses, your chances of scholarships and accommodation, and, because of the Graduate visa change in 2027, how long you can stay and work afterwards.',
      ),
      h2('UK intakes compared'),
      table(
        'The three UK intakes',
        ['Intake', 'Classes start', 'When to apply', 'Best for'],
        [
          'September',
          'September–October',
          'UCAS by mid-to-late January (15 October for Oxford, Cambridge and medicine); postgraduate from October, with popular courses filling by February–April',
          'Everyone: every course and most scholarships',
        ],
        [
          'January',
          'January–February',
          'By September–November of the previous year',
          'Postgraduate students who missed September or need more time',
        ],
        [
          'May',
          'April–May, limited courses',
          'By January–February',
          'A small number of postgraduate courses',
        ],
      ),
      p(
        'The September 2027 intake starts around the third week of September at most universities, and the January 2028 intake in the second half of January. Check the start date on your offer letter, because your CAS and visa dates follow it.',
      ),
      h2('Undergraduate: UCAS deadlines'),
      p(
        'Bachelor’s applications go through UCAS, with up to five choices and one personal statement. The October deadline for Oxford, Cambridge and most medicine, dentistry and veterinary courses is 15 October of the year before entry, and the main deadline for equal consideration is in mid-to-late January; UCAS publishes the exact date each cycle. Many universities still accept international applications after January if places remain, but popular courses may be full.',
      ),
      h2('Postgraduate: rolling admissions'),
      p(
        'Master’s applications go directly to each university, most of which admit on a rolling basis: they assess applications as they arrive and close a course when it is full. Applying from October to December for September gives you the widest choice and the best chance of university scholarships. Some universities, and most Oxford, Cambridge and LSE courses, have fixed deadlines in the winter.',
      ),
      tip(
        'Check scholarship deadlines before course deadlines. Many university scholarships for Indian students close in spring, months before the course itself stops taking applications.',
      ),
      h2('September or January?'),
      ul(
        'September offers every course, more scholarships, the full induction and the whole year-group starting together.',
        'January suits students who need more time for tests, documents or funding, or who want to finish a work project first.',
        'A January start usually means your master’s runs to the following December or January, so you finish in winter, when graduate recruitment is quieter.',
        'Accommodation is easier in September, when halls open for the new year; in January you may find rooms in the gaps left by students who moved out.',
      ),
      warn(
        'Your intake decides when you apply for the Graduate visa. For applications made from 1 January 2027 it lasts 18 months instead of two years after a bachelor’s or master’s. Anyone starting a one-year master’s from September 2026 onwards will finish and apply after that date, so plan for 18 months.',
      ),
      h2('A timeline for September 2027'),
      table(
        'Timeline for a one-year master’s starting in September 2027',
        ['When', 'What to do'],
        ['October–December 2026', 'Shortlist courses, take IELTS or another English test, and apply'],
        ['January–April 2027', 'Receive offers, apply for scholarships and accept your firm choice'],
        ['April–June 2027', 'Meet your offer conditions, pay the deposit and book accommodation'],
        ['June–July 2027', 'Receive your CAS and hold your funds for 28 consecutive days'],
        ['July–August 2027', 'Take the TB test, apply for the Student visa and book your flight'],
        ['September 2027', 'Arrive, enrol and collect your university ID'],
      ),
      p(
        'The Student visa can be applied for up to six months before the course starts and usually takes about three weeks from India; see the [UK student visa guide](/articles/uk-student-visa). For an overview of studying in the UK, read [study in the UK](/articles/study-in-uk), and for test dates, see [IELTS exam dates](/exam/ielts/exam-dates).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the main intake in the UK?',
        'September. Every course admits in September, and most scholarships and university accommodation are planned around it.',
      ],
      [
        'Is the January intake good for Indian students?',
        'Yes, for many postgraduate courses. The choice of courses and scholarships is smaller, but the degree and visa rules are the same.',
      ],
      [
        'Can I get a scholarship for the January intake?',
        'Some university scholarships are open to January starters and a few GREAT Scholarships are tied to January courses, but most awards, including Chevening, are built around September. Check each award’s eligible start dates.',
      ],
      [
        'When should I apply for the September intake in the UK?',
        'For a master’s, from October to December of the year before. For a bachelor’s, through UCAS by the January deadline, or by 15 October for Oxford, Cambridge and medicine.',
      ],
    ),
  },
];
