import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'study-abroad-essentials' } as const;

export const ESSENTIALS_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'how-to-choose-a-study-abroad-country',
    title: 'How to Choose a Study Abroad Country: A Practical Comparison for Indian Students',
    summary:
      'Tuition, living-cost funds, work rights and post-study visas compared for the USA, UK, Canada, Australia, Germany, Ireland, France and Finland, with a simple way to shortlist two countries.',
    tags: ['choosing-a-country', 'usa', 'uk', 'canada', 'australia', 'germany'],
    publishedOn: '2025-06-18',
    updatedOn: '2026-11-02',
    body: [
      p(
        'Most Indian students pick a country first and a course second, usually because a cousin went there or an agent recommended it. It works better the other way round: decide what you want to study, what you can spend and what you want after graduation, and then see which countries fit. This guide gives you the numbers to do that, taken from the official visa and immigration rules we track on our country pages.',
      ),
      h2('Start with four questions'),
      ol(
        'What do I want to study, and which countries are strong in it? Computer science is strong almost everywhere; automotive engineering points to Germany; a one-year management master points to the UK, Ireland or France.',
        'What is my total budget for the whole degree, including living costs, and how much of it will be an education loan?',
        'Do I want to work abroad after graduating for a few years, settle permanently, or come back to India?',
        'Am I willing to learn a new language to a working level?',
      ),
      p(
        'Your answers will rule out some countries straight away: if your budget is ₹25 lakh in total, a two-year MS at a private US university is not realistic without large funding, while a public university in Germany or France may be.',
      ),
      h2('The main destinations side by side'),
      table(
        "Master's study in eight countries (late 2026; approximate ₹ at November 2026 rates)",
        [
          'Country',
          "Master's tuition per year",
          'Living-cost funds for the visa',
          'Work during studies',
          'Post-study work',
        ],
        [
          'USA',
          'USD 25,000–60,000 (about ₹22–53 lakh)',
          "The first year's cost of attendance on your Form I-20",
          'Up to 20 hours a week on campus in term',
          'OPT of 12 months; STEM graduates can add 24 months',
        ],
        [
          'UK',
          '£15,000–40,000 for a one-year course (about ₹17.5–47 lakh)',
          '£1,529 a month in London or £1,171 elsewhere, for up to 9 months',
          '20 hours a week in term',
          'Graduate Route of 2 years; 18 months for applications made from 1 January 2027',
        ],
        [
          'Canada',
          'CAD 20,000–50,000 (about ₹12.7–32 lakh)',
          'CAD 22,895 a year outside Quebec (from 1 September 2025)',
          '24 hours a week off campus in term',
          'PGWP of up to 3 years',
        ],
        [
          'Australia',
          'AUD 32,000–55,000 (about ₹18.7–32 lakh)',
          'AUD 29,710 a year',
          '48 hours a fortnight in term',
          "Up to 3 years after a master's for Indian nationals (subclass 485)",
        ],
        [
          'Germany',
          'Semester contribution only at most public universities (€300–700 a year)',
          '€11,904 a year in a blocked account',
          '140 full or 280 half days a year',
          '18-month job-seeker permit',
        ],
        [
          'Ireland',
          '€12,000–30,000, usually for a one-year course',
          '€10,000 for the first year',
          '20 hours a week in term, 40 in holidays',
          "Stamp 1G of up to 24 months after a master's",
        ],
        [
          'France',
          'About €3,950 at public universities; €12,000–30,000 at business and engineering schools',
          '€615 a month',
          '964 hours a year',
          "24 months for Indian master's graduates",
        ],
        [
          'Finland',
          '€10,000–22,000 before scholarships of 50–100%',
          '€800 a month (€9,600 a year)',
          '30 hours a week on average',
          'Up to 2 years to look for work',
        ],
      ),
      p(
        'Each figure is explained, with its official source, on our country pages, for example [Canada](/canada) and [Germany](/germany).',
      ),
      h2('Compare the total cost, not just the tuition'),
      p(
        "A one-year UK or Irish master's can cost less in total than a two-year US or Canadian one even when the yearly fee is similar, because you pay one year of rent instead of two and start earning a year earlier. Germany's public universities charge almost nothing in tuition, but you still need about €1,000–1,300 a month to live. Add tuition, rent, food, insurance, flights and visa fees for the full length of the course, then subtract realistic scholarships. Our [expense calculator](/expense-calculator) does this city by city.",
      ),
      tip(
        'Part-time work helps with groceries and rent, not with tuition. Plan your budget as if you will earn nothing in the first semester.',
      ),
      h2('Look honestly at jobs and immigration'),
      p(
        'Post-study work rights are the reason many students go abroad, and they are also the rules that change most often. Before you commit, check where each country is heading:',
      ),
      ul(
        'USA: OPT is generous for STEM graduates, but long-term work usually needs an H-1B visa, which is decided by lottery, and new H-1B petitions for workers outside the US have carried a USD 100,000 fee since September 2025.',
        'UK: the Graduate Route falls from two years to 18 months for applications made from 1 January 2027, and only research students can bring dependants.',
        "Canada: new study permits are capped and most students need a provincial attestation letter, though master's and PhD students at public institutions are exempt from 1 January 2026. College graduates must have studied an eligible field to get a PGWP.",
        'Australia: the government sets a yearly planning level for new international students (295,000 commencements for 2026), and visas for providers over their allocation are processed more slowly.',
        'Germany: the job market for engineers and IT specialists is strong, but German at B1 or above makes a large difference to part-time and graduate jobs.',
      ),
      h2('Check the course, not only the university name'),
      p(
        'Rankings measure universities as a whole. For your decision, the department matters more: its modules, the companies that hire its graduates, internships or co-op placements, and whether it is recognised for the visa. In the USA the school must be SEVP-certified; in Canada it must be a Designated Learning Institution; Australian courses must be on CRICOS; and Irish courses must be on the ILEP list. A degree that does not qualify for post-study work, such as a Canadian college programme outside the eligible fields, can undo the whole plan.',
      ),
      h2('A simple way to decide'),
      ol(
        'List three to four countries that teach your subject well.',
        'Score each from 1 to 5 on total cost, course quality, post-study work, job market in your field and language.',
        'Give cost and post-study work double weight if you will take a large loan.',
        'Shortlist the top two and apply to four to six universities in each.',
      ),
      p(
        'Applying in two countries protects you against a visa refusal or a rule change in one. If cost is the deciding factor, read our guide to the [cheapest countries to study abroad](/articles/cheapest-countries-to-study-abroad) and compare loan EMIs with the [education loan calculator](/calculator/education-loan).',
      ),
    ],
    faqs: faqs(
      [
        'Which country is best for Indian students?',
        'There is no single best country. The USA suits students who want research and STEM careers and can fund them; the UK and Ireland suit one-year master programmes; Germany suits engineering students on a tight budget; Canada and Australia suit students who value post-study work rights and can accept tighter caps.',
      ],
      [
        'Which is the cheapest major destination?',
        'Germany, because most public universities charge only a semester contribution. France is also cheap at public universities. You still need to show €11,904 a year for Germany and €615 a month for France for living costs.',
      ],
      [
        'Should I choose a country for permanent residence?',
        'Treat PR as a possible bonus, not the plan. Canada, Australia and Germany all have routes from study to residence, but each has tightened rules since 2024, and a degree chosen only for PR may not lead to a job.',
      ],
      [
        'How many countries should I apply to?',
        'Two is ideal for most students. It spreads the visa and policy risk without doubling the work of tests, SOPs and documents, since most of them can be reused.',
      ],
    ),
  },
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'documents-required-to-study-abroad',
    title: 'Documents Required to Study Abroad: The Complete Checklist for Indian Students',
    summary:
      'Every document you need for university applications, the student visa and departure, with the country-specific papers for the USA, UK, Canada, Australia, Germany, Ireland and France.',
    tags: ['documents', 'visa', 'applications', 'checklist'],
    publishedOn: '2025-05-06',
    updatedOn: '2026-10-14',
    body: [
      p(
        'Most delays in study-abroad plans are not caused by rejections but by missing paperwork: a transcript that takes six weeks from the university, a passport that expires too soon, a bank statement that does not cover the required period. Use this checklist from the day you start shortlisting, and keep scanned copies of everything in one folder.',
      ),
      h2('Documents for university applications'),
      h3('Identity and academic records'),
      ul(
        'Passport: apply or renew early. Many countries want it valid for at least six months beyond your planned stay, and the visa is printed in it.',
        'Class 10 and Class 12 marksheets and pass certificates',
        "Bachelor's marksheets for every semester, the consolidated transcript and the degree or provisional certificate",
        'Backlog certificate if you cleared any subject on a second attempt; many universities ask for the number of backlogs',
        'Sealed official transcripts or a credential evaluation (for example by WES) where a university asks for one',
      ),
      h3('Tests and written documents'),
      ul(
        'English test score: IELTS, TOEFL, PTE or Duolingo, as each university accepts',
        'GRE or GMAT score where the programme requires it',
        'Statement of purpose (SOP) or motivation letter, written for each programme',
        'Two or three letters of recommendation (LORs), usually from professors or managers',
        'CV or résumé, and a portfolio for design, architecture or arts courses',
        'Work experience letters with dates, role and salary slips if the course asks for experience',
      ),
      p(
        'Our guides on [how to write an SOP](/articles/how-to-write-an-sop) and the [LOR format](/articles/lor-format) explain the written documents in detail.',
      ),
      h2('Documents for the student visa, country by country'),
      table(
        'Key visa documents by destination',
        ['Country', 'Admission document', 'Funds to show', 'Country-specific papers'],
        [
          'USA',
          'Form I-20 from a SEVP-certified school',
          'First-year cost of attendance on the I-20, with the source of funds',
          'DS-160 confirmation, SEVIS I-901 fee receipt (USD 350), visa fee receipt (USD 185)',
        ],
        [
          'UK',
          'Confirmation of Acceptance for Studies (CAS)',
          'Unpaid first-year fees plus £1,529 a month in London or £1,171 elsewhere for up to 9 months, held for 28 days',
          'Tuberculosis test certificate, Immigration Health Surcharge payment, ATAS certificate for some subjects',
        ],
        [
          'Canada',
          'Letter of acceptance from a DLI, plus a PAL/TAL for most students',
          'First-year tuition plus CAD 22,895 for living costs (outside Quebec, from 1 September 2025)',
          'Biometrics, medical exam by a panel physician, study plan, CAQ for Quebec',
        ],
        [
          'Australia',
          'Confirmation of Enrolment (CoE)',
          'AUD 29,710 for living costs plus tuition and travel',
          'Genuine Student answers, Overseas Student Health Cover, health exam',
        ],
        [
          'Germany',
          'Admission letter (Zulassungsbescheid)',
          '€11,904 for the first year, usually in a blocked account',
          'APS certificate, health insurance, motivation letter, CV',
        ],
        [
          'Ireland',
          'Letter of acceptance for an ILEP-listed course',
          'At least €10,000 for living costs, with tuition paid',
          'Private medical insurance, six months of bank statements',
        ],
        [
          'France',
          'Admission letter and the Campus France procedure',
          'At least €615 a month',
          'Proof of accommodation for the first three months',
        ],
      ),
      p(
        'Canadian master’s and PhD students at public institutions do not need a PAL from 1 January 2026. The details for each country are on our country pages, for example [Canada](/canada) and [Australia](/australia).',
      ),
      h2('Financial documents in detail'),
      ul(
        'Bank statements of the account holding the funds, usually for the last six months, showing a steady history rather than one large deposit',
        'Education loan sanction letter from a bank or NBFC, with the amount and the course named',
        'Income proof of the sponsor, normally parents: income tax returns for two to three years, salary slips or business accounts',
        'Fixed deposit receipts or provident fund statements if you rely on them',
        'Scholarship or assistantship letters with the amount per year',
        'An affidavit of support from each sponsor, especially for the US interview',
      ),
      tip(
        'Ask your bank for statements with the bank seal and the account holder’s name on every page. Officers compare names and amounts across documents, so make sure the sponsor named on the I-20 or CAS matches the accounts you show.',
      ),
      warn(
        'Never submit a forged or altered document. A US consular officer can make you permanently ineligible for a visa for misrepresentation, and the UK can refuse future applications for up to ten years for deception. Agents who offer “arranged” bank balances put your whole future at risk.',
      ),
      h2('Attestation, translations and evaluations'),
      p(
        'Most English-speaking countries accept Indian documents in English without attestation, but Germany requires the APS certificate from the Academic Evaluation Centre in New Delhi before the visa, and many German universities ask for it at admission. Documents in a regional language need a certified English translation. For Canada and some US universities, a credential evaluation by WES or a similar body may be required; order it early, because it needs transcripts sent directly by your university.',
      ),
      h2('Before you fly'),
      ol(
        'Passport with the visa, and the admission document (I-20, CAS, CoE or letter of acceptance)',
        'Printed and digital copies of your financial documents, insurance and accommodation booking',
        'Originals of your degree certificates and transcripts; you may need them for jobs or further study',
        'Forex card or an account with an Indian bank that allows international transfers, plus some cash in the local currency',
        'Vaccination records and prescriptions for any regular medicines',
      ),
      p(
        'If you are funding your studies with a loan, read our guide to the [education loan for study abroad](/articles/education-loan-for-study-abroad) for the documents banks ask for, and prepare for the officer’s questions with our [student visa interview tips](/articles/student-visa-interview-tips).',
      ),
    ],
    faqs: faqs(
      [
        'How long should my passport be valid?',
        'Many countries ask for at least six months beyond your planned stay, and your visa or permit may be limited to the passport’s validity. If your passport expires during your course, renew it in India before you apply for the visa.',
      ],
      [
        'Do I need my degree certificate to apply for a master’s?',
        'Not always. Many universities make conditional offers on your transcripts so far, and ask for the final degree or provisional certificate before enrolment or the visa.',
      ],
      [
        'Are bank statements from my parents accepted?',
        'Yes, for most countries, if you show the relationship (for example with your birth certificate) and the money is available to you. The UK also asks for a letter of consent from the parents and requires the funds to be held for 28 consecutive days.',
      ],
      [
        'Which documents need the APS certificate?',
        'APS is needed only for Germany. It checks your Class 12 and university certificates and transcripts; apply as soon as your final marksheets are out because it takes several weeks.',
      ],
    ),
  },
  {
    ...common,
    author: 'priya-menon',
    slug: 'education-loan-for-study-abroad',
    title: 'Education Loan for Study Abroad: Banks, NBFCs, Interest, Collateral and Tax Benefits',
    summary:
      'How study-abroad loans work in India: secured and unsecured loans, moratorium and EMIs, the interest deduction, TCS on remittances and how a loan letter helps with the visa.',
    tags: ['education-loan', 'finance', 'budgeting', 'visa'],
    publishedOn: '2025-04-09',
    updatedOn: '2026-10-20',
    trendingRank: 51,
    body: [
      p(
        'Most Indian students abroad fund part of their degree with an education loan. A well-chosen loan spreads the cost over ten to fifteen years and serves as proof of funds for the visa; a badly chosen one can cost lakhs more in interest and fees. This guide explains the options and what to compare before you sign.',
      ),
      h2('What an education loan covers'),
      ul(
        'Tuition and university fees for the whole course',
        'Living costs, rent and the blocked account or GIC where a country asks for one',
        'Travel, health insurance, visa fees and the SEVIS or health surcharge payments',
        'A laptop and books where the lender allows it',
      ),
      p(
        'The lender pays tuition directly to the university and releases living costs to you or to your blocked account in instalments, usually once a semester or a year.',
      ),
      h2('Secured or unsecured?'),
      table(
        'The main kinds of study-abroad loan in India',
        ['Type', 'Who offers it', 'Security', 'What to expect'],
        [
          'Secured loan',
          'Public and private sector banks (for example SBI, Bank of Baroda, Union Bank of India) and some NBFCs',
          'Property, fixed deposits or other collateral, plus parents as co-applicants',
          'Large amounts (SBI’s Global Ed-Vantage scheme goes up to ₹3 crore), the lowest interest rates and long repayment periods',
        ],
        [
          'Unsecured loan',
          'NBFCs such as HDFC Credila, Avanse, Auxilo and InCred, and some private banks',
          'No collateral; the co-applicant’s income, your university and your course decide the amount',
          'Faster sanction, often before admission is final, but higher interest rates and processing fees',
        ],
        [
          'International lender',
          'Lenders such as Prodigy Finance and MPOWER Financing, for selected universities',
          'No Indian co-applicant or collateral',
          'Loans in US dollars or other currencies, priced on your expected earnings abroad; usually the most expensive option',
        ],
      ),
      p(
        'Under the Indian Banks’ Association model scheme, banks generally do not ask for collateral on loans up to ₹7.5 lakh, although they may need a co-applicant. Above that, public sector banks usually want security worth at least the loan amount.',
      ),
      tip(
        'Compare the full cost, not just the headline rate: processing fee, whether the rate is fixed or linked to a benchmark, any insurance the lender bundles in, prepayment charges and whether interest during the course is simple or compounded.',
      ),
      h2('Moratorium and EMIs'),
      p(
        'Most lenders give a moratorium for the length of the course plus six to twelve months, during which you do not pay EMIs. Interest still accrues. Paying the interest during your studies, even partly, keeps the final loan from growing and lowers your EMI.',
      ),
      table(
        'Example: ₹40 lakh at 10% a year',
        ['Scenario', 'Approximate figure'],
        [
          'Simple interest over a 2-year course plus 6 months, if the whole amount were disbursed on day one',
          '₹10 lakh',
        ],
        ['EMI over 10 years on ₹40 lakh, if interest is paid during the course', '₹52,900 a month'],
        ['Total repaid over those 10 years', 'About ₹63.4 lakh'],
      ),
      p(
        'Disbursements are staggered, so real interest during the course is usually lower than the first row. Try your own numbers in our [education loan calculator](/calculator/education-loan).',
      ),
      h2('Tax benefits and TCS'),
      ul(
        'Interest deduction: the interest you pay on an education loan from a bank or approved institution is deductible from taxable income (the deduction known as Section 80E) for up to eight years from when repayment starts, with no upper limit. It is available only under the old tax regime and only to the person who took the loan.',
        'TCS on remittances: since 1 April 2025 there is no tax collected at source on money sent abroad for education when it is funded by a loan from a financial institution. For education remittances from your own funds, TCS of 5% applies to the amount above ₹10 lakh in a financial year, and it can be adjusted against your income tax.',
        'The Liberalised Remittance Scheme lets a resident send up to USD 250,000 a financial year abroad; tuition paid directly to a university through a bank is the simplest route.',
      ),
      h2('Documents lenders ask for'),
      ol(
        'Admission letter, with the university’s statement of costs',
        'Your academic records and test scores',
        'KYC for you and each co-applicant: PAN, Aadhaar, passport',
        'Income proof of co-applicants: income tax returns for two to three years, salary slips or audited accounts',
        'Bank statements for six to twelve months',
        'Property papers and valuation for a secured loan',
      ),
      p(
        'The full visa paperwork is listed in our guide to the [documents required to study abroad](/articles/documents-required-to-study-abroad).',
      ),
      h2('How the loan helps your visa'),
      p(
        'A sanction letter from a recognised lender counts as proof of funds for the US F-1 interview, the UK Student visa (from a regulated lender), Australia and Canada. For Canada you still usually buy a GIC of CAD 22,895 for living costs, and for Germany several lenders can transfer the first year into a [blocked account](/articles/blocked-account-germany). Make sure the letter names you, the course and the amount, and that it is dated recently.',
      ),
      warn(
        'Apply to your lender early. Property valuation and legal checks for a secured loan can take three to six weeks, and a visa appointment booked before the sanction letter arrives is a wasted slot.',
      ),
    ],
    faqs: faqs(
      [
        'How much education loan can I get without collateral?',
        'Banks usually lend up to ₹7.5 lakh without collateral. NBFCs and some private banks offer much larger unsecured loans, often ₹40 lakh or more for well-ranked universities, at higher interest rates.',
      ],
      [
        'Can I get a loan before I have an admission letter?',
        'Some NBFCs give a provisional sanction based on your profile and shortlist, which helps you plan. The final loan and disbursement always need the admission letter.',
      ],
      [
        'Is the loan interest tax-deductible?',
        'Yes, under the old tax regime the interest is deductible for up to eight years from when repayment starts, with no cap. Whoever repays it, usually the student once working in India or a parent named on the loan, can claim it.',
      ],
      [
        'What happens if I cannot find a job after graduating?',
        'EMIs start after the moratorium regardless. Talk to your lender before you miss a payment; many can extend the moratorium or restructure the loan. Paying interest during your studies keeps the EMI manageable.',
      ],
    ),
  },
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'student-visa-interview-tips',
    title: 'Student Visa Interview Tips: F-1, UK Credibility and Campus France Interviews',
    summary:
      'What visa officers check, the questions they ask in the US F-1 interview, UK credibility interviews, the Campus France interview and the Australian Genuine Student test, and how to answer honestly and well.',
    tags: ['visa', 'interview', 'usa', 'uk', 'f1-visa'],
    publishedOn: '2025-02-20',
    updatedOn: '2026-11-05',
    body: [
      p(
        'A student visa interview is short, often two or three minutes at a US consulate, but it decides months of work. Officers are not testing your English accent or trying to trick you. They want to know three things: that you are a genuine student, that you can pay for the course, and that your plan makes sense for someone with your background.',
      ),
      h2('Which countries interview students'),
      table(
        'Interviews in the student visa process',
        ['Country', 'Interview', 'What it focuses on'],
        [
          'USA',
          'In-person F-1 interview at a US embassy or consulate for almost all applicants',
          'Study plan, funds, ties and intent under Section 214(b)',
        ],
        [
          'UK',
          'Credibility interview by the university before the CAS and, for some applicants, by the Home Office',
          'Why this course and university, costs, career plan',
        ],
        [
          'France',
          'Campus France interview before the visa',
          'Your study project and how it fits your background',
        ],
        [
          'Australia',
          'Usually no interview; the Genuine Student questions do the same job, and officers may call',
          'Your circumstances, course choice and plans',
        ],
        [
          'Germany',
          'Usually none; staff may ask questions when you submit your documents',
          'Course, admission, APS and blocked account',
        ],
      ),
      h2('The US F-1 interview'),
      p(
        'Bring your passport, the DS-160 confirmation, your Form I-20 signed by you, the SEVIS I-901 fee receipt (USD 350), the appointment letter, and your financial and academic documents. The officer may not look at most of them, but you must be able to produce any one instantly. Since 2025 F-1 applicants must set their social media profiles to public for vetting, and interview waivers have largely ended, so plan for an in-person interview.',
      ),
      table(
        'Common F-1 questions and what lies behind them',
        ['Question', 'What the officer is checking', 'How to answer'],
        [
          'Why this university?',
          'That you chose it yourself',
          'Name two concrete reasons: a lab, a specialisation, a faculty member, a co-op or location',
        ],
        [
          'Why this course, and why not in India?',
          'A link between your past and your plan',
          'Connect your degree or job to the course and the role you want',
        ],
        [
          'Who is sponsoring you?',
          'Funds and their source',
          'Say who pays, how much, and from where: salary, savings, loan sanction',
        ],
        [
          'What will you do after graduating?',
          'Intent under 214(b)',
          'A realistic plan; OPT is legal, but describe a career, not a wish to settle',
        ],
        [
          'How many universities did you apply to?',
          'Whether your choice was informed',
          'Give the numbers of admits and rejects honestly',
        ],
      ),
      tip(
        'Answer the question asked, in two or three sentences, and stop. Officers decide quickly; a memorised speech suggests coaching and pushes the important facts out.',
      ),
      h2('UK credibility interviews'),
      p(
        'UK universities interview many Indian applicants before issuing a CAS, and the Home Office can interview you too. Know your course modules, fees, the city where you will live and the living-cost figure you must show (£1,529 a month in London or £1,171 elsewhere). Be ready to explain why a one-year UK master’s suits your career better than a course in India, and what you will do after the Graduate Route.',
      ),
      h2('Campus France and Australia'),
      p(
        'The Campus France interview is a conversation about your study project: why France, why this programme, how it follows from your studies, and your plans after graduating. For Australia, the written Genuine Student answers replace the old GTE statement; give specific, consistent answers and support them with documents, because vague or copied answers are a common reason for refusal.',
      ),
      h2('On the day'),
      ul(
        'Arrive at the stated time, not hours early; you are usually not let in long before your slot',
        'Carry documents in a clear folder, in the order officers usually ask for them',
        'Dress neatly; you do not need a suit',
        'Speak for yourself; parents cannot join you at the window',
        'Make sure everything you say matches your DS-160, SOP and financial documents',
      ),
      warn(
        'Never give false information or rehearsed answers you do not understand. A misrepresentation finding in a US visa interview can make you permanently ineligible, which is far worse than a refusal.',
      ),
      h2('If you are refused'),
      p(
        'A US refusal under Section 214(b) means the officer was not convinced, not that you are banned. You can reapply with a new DS-160 and fee, but it makes sense only if something has changed: better funding documents, a clearer plan or a different programme. For the UK, Canada and Australia, read the refusal letter carefully; it names the rule and the evidence that was missing. Our [counsellors](/consultant) review refusal letters and files before a second attempt.',
      ),
      p(
        'See also our lists of [documents required to study abroad](/articles/documents-required-to-study-abroad) and the [USA country guide](/usa).',
      ),
    ],
    faqs: faqs(
      [
        'How long is the F-1 visa interview?',
        'Usually two to five minutes. The officer has read your DS-160 and decides mainly on your answers, so be concise and clear.',
      ],
      [
        'Can I say I want to work in the USA after my degree?',
        'You can say you plan to use OPT to gain experience, which is legal. Avoid saying you intend to immigrate, because an F-1 is a non-immigrant visa and you must show your plans are consistent with that.',
      ],
      [
        'What should I do if I do not understand a question?',
        'Ask the officer politely to repeat it. Guessing and giving an irrelevant answer is worse than asking.',
      ],
      [
        'Is the UK credibility interview a test of English?',
        'Not mainly. It checks that you are a genuine student who understands the course, costs and plan, though answering clearly in English helps show you can study at degree level.',
      ],
    ),
  },
  {
    ...common,
    author: 'ananya-iyer',
    slug: 'study-abroad-after-12th',
    title: 'Study Abroad After 12th: Countries, Tests, Costs and Timeline for Indian Students',
    summary:
      "How to apply for a bachelor's abroad from India: when to start, which tests you need, what each country costs, how admission works in the USA, UK, Canada, Australia and Germany, and what MBBS abroad requires.",
    tags: ['after-12th', 'undergraduate', 'bachelors', 'mbbs-abroad'],
    publishedOn: '2025-09-03',
    updatedOn: '2026-09-25',
    body: [
      p(
        "Going abroad for a bachelor's degree is a bigger decision than going for a master's: the course is longer, the cost is higher and you leave home at 17 or 18. It also gives you more time to build a network and, in many countries, a clearer route to work after graduating. The key is to start early, ideally in Class 11.",
      ),
      h2('A timeline that works'),
      ol(
        'Class 11, first half: shortlist countries and courses; check subject requirements such as Mathematics for engineering and economics.',
        'Class 11, second half: take the SAT or ACT if you are applying to the USA; plan an English test.',
        'Summer before Class 12: write personal statements and essays; ask teachers for recommendations.',
        'Class 12, October–January: submit applications (UCAS, Common App or direct).',
        'Class 12, February–May: receive offers, compare costs and scholarships, arrange funding.',
        'After board results: meet offer conditions, then apply for the visa.',
      ),
      h2('How admission works in each country'),
      table(
        "Bachelor's admissions for Indian students",
        ['Country', 'Degree length', 'How you apply', 'Tests usually needed'],
        [
          'USA',
          '4 years',
          'Common App or the university’s portal; early deadlines in November, regular ones in January',
          'SAT or ACT (optional at many, required again at some selective universities), TOEFL, IELTS or Duolingo',
        ],
        [
          'UK',
          '3 years (4 in Scotland)',
          'UCAS; deadline in mid-to-late January, 15 October for Oxford, Cambridge and medicine',
          'IELTS or a waiver based on Class 12 English; admissions tests for some courses',
        ],
        [
          'Canada',
          '4 years',
          'Directly to universities (OUAC for Ontario); most students also need a provincial attestation letter',
          'IELTS, TOEFL or Duolingo, as the university accepts',
        ],
        [
          'Australia',
          '3 years (4 for engineering and honours)',
          'Directly to universities, with Class 12 results',
          'IELTS, PTE or TOEFL',
        ],
        [
          'Germany',
          '3 years, mostly taught in German',
          'Directly or through uni-assist',
          'German at C1 for German-taught courses; Class 12 alone is usually not enough for admission',
        ],
      ),
      p(
        'For Germany you typically need a year at an Indian university, a qualifying JEE Advanced result or a foundation year (Studienkolleg) before a bachelor’s. The details are on our [Germany](/germany) page.',
      ),
      h2("What a bachelor's abroad costs"),
      table(
        'Yearly tuition for international undergraduates (approximate ₹ at November 2026 rates)',
        ['Country', 'Tuition per year', 'In rupees'],
        ['USA, public universities (out-of-state)', 'USD 25,000–45,000', '₹22–40 lakh'],
        ['USA, private universities', 'USD 40,000–70,000', '₹35–62 lakh'],
        ['UK', '£16,000–38,000', '₹18.7–44 lakh'],
        ['Canada', 'CAD 25,000–60,000', '₹16–38 lakh'],
        ['Australia', 'AUD 30,000–50,000', '₹17.5–29 lakh'],
        ['Germany, public universities', 'Semester contribution only, €300–700 a year', 'Under ₹1 lakh'],
      ),
      p(
        'Add living costs for three or four years. Need-based financial aid for international students is available at a small number of very selective US universities, and merit scholarships elsewhere usually cover part of the tuition, not all of it. Use the [expense calculator](/expense-calculator) to see the total for a city.',
      ),
      tip(
        'Your Class 12 board results matter more abroad than many students expect. UK, Australian and Irish offers are usually conditional on a percentage, and missing it by a few marks can cost you the place.',
      ),
      h2('Medicine (MBBS) abroad'),
      p(
        "If you plan to practise in India after an MBBS abroad, the National Medical Commission's Foreign Medical Graduate Licentiate Regulations 2021 apply. You must qualify in NEET-UG before admission, study for at least 54 months in English with a 12-month internship at the same university, be eligible for a licence to practise in that country, and then pass India's screening test (FMGE, to be replaced by NExT) and do a 12-month internship in India. Popular destinations include [Russia](/russia), [Georgia](/georgia) and Central Asia; check each university's course structure against the NMC rules before you pay anything.",
      ),
      warn(
        'Be wary of agents promising MBBS seats “without NEET” or with a shorter course. A degree that does not meet the NMC rules will not let you practise in India.',
      ),
      h2('Foundation years and pathways'),
      p(
        'If your marks or subjects do not meet direct entry, a one-year foundation programme in the UK or Australia, or a pathway college linked to a US or Canadian university, can get you into the second stage. They add a year of fees, so compare them with a strong Indian first year followed by a transfer.',
      ),
    ],
    faqs: faqs(
      [
        'Is the SAT required for US universities?',
        'Many US universities are test-optional, but several highly selective ones require the SAT or ACT again. A good score helps international applicants and scholarship chances even where it is optional.',
      ],
      [
        'Can I study in the UK with CBSE or ISC results?',
        'Yes. UK universities accept CBSE, CISCE and most state boards directly for three-year degrees, usually asking for a minimum overall percentage and sometimes subject marks.',
      ],
      [
        'Do I need IELTS after 12th?',
        'Often, but not always. Some universities accept a high Class 12 English mark instead; others accept TOEFL, PTE or Duolingo. Visa rules may still require a test, especially for Australia.',
      ],
      [
        'Can I do MBBS abroad without NEET?',
        'You can be admitted by some foreign universities, but you will not be able to practise in India: NMC rules require NEET-UG qualification before admission.',
      ],
    ),
  },
  {
    ...common,
    author: 'kavya-nair',
    slug: 'study-abroad-without-ielts',
    title: 'Study Abroad Without IELTS: TOEFL, PTE, Duolingo and English-Medium Waivers',
    summary:
      'The real ways to study abroad without an IELTS score: other English tests, English-medium waivers, and which countries accept them for admission and for the visa.',
    tags: ['ielts', 'toefl', 'pte', 'duolingo', 'english-tests'],
    publishedOn: '2025-07-28',
    updatedOn: '2026-10-08',
    body: [
      p(
        '“Without IELTS” rarely means without any proof of English. It usually means one of two things: taking a different test that suits you better, or using a waiver based on your English-medium education. Both are legitimate, but universities and visa authorities treat them differently, so check both before you decide.',
      ),
      h2('Option 1: take a different English test'),
      table(
        'English tests accepted instead of IELTS',
        ['Test', 'Fee', 'Score scale', 'Results', 'Good to know'],
        [
          'TOEFL iBT',
          'About US$200',
          '1–6 bands since January 2026, with the 0–120 equivalent',
          'About 72 hours',
          'Best known at US universities; about 90 minutes long',
        ],
        [
          'PTE Academic',
          '₹18,000',
          '10–90',
          'Usually within 48 hours',
          'Computer-scored; accepted for visas in Australia, the UK (PTE Academic UKVI) and New Zealand',
        ],
        [
          'Duolingo English Test',
          'US$70',
          '10–160',
          'About 48 hours',
          'Taken at home; accepted by more than 6,000 programs, but not for UK or Australian visas',
        ],
      ),
      p(
        'All three are valid for two years. Compare them in detail in [IELTS vs TOEFL vs PTE](/articles/ielts-vs-toefl-vs-pte), or read the [Duolingo English Test](/exam/duolingo) and [PTE](/exam/pte) pages.',
      ),
      h2('Option 2: an English-medium waiver'),
      p(
        'Many universities waive the test if your previous education was taught in English. For undergraduate entry, some UK, Irish and Australian universities accept a high Class 12 English mark from CBSE or CISCE; for postgraduate entry, some accept a medium of instruction (MOI) certificate from your Indian university. Each university sets its own conditions, and some accept the waiver only for certain courses or with an interview.',
      ),
      warn(
        'A university waiver does not always satisfy the visa. Australia normally asks for a score from an accepted English test for the Student visa, and a waiver will not get you a Canadian PGWP later, which needs an approved language test.',
      ),
      h2('Country by country'),
      h3('USA'),
      p(
        'Universities decide; there is no English test in the F-1 visa rules. Most graduate schools accept TOEFL and IELTS, and many also accept Duolingo. Some waive the requirement for graduates of English-medium Indian universities, but the consular officer will still judge your spoken English in the interview.',
      ),
      h3('United Kingdom'),
      p(
        'For degree-level study, universities can assess your English themselves at CEFR B2, so a waiver or a test the university accepts is enough for the CAS. A Secure English Language Test such as IELTS for UKVI is needed mainly for study below degree level. Duolingo is accepted by some UK universities for admission but is not a visa test.',
      ),
      h3('Canada'),
      p(
        'Universities and colleges set their own requirements and many accept TOEFL, PTE or Duolingo. Plan ahead for the Post-Graduation Work Permit: it needs a language test from IRCC’s approved list, at CLB 7 for university graduates and CLB 5 for college graduates.',
      ),
      h3('Australia'),
      p(
        'The Student visa needs an English test score from an accepted test, usually IELTS Academic 6.0 overall or the equivalent in PTE Academic or TOEFL iBT, though universities often ask for 6.5. The Temporary Graduate visa after your studies needs IELTS 6.5 or an equivalent.',
      ),
      h3('Germany, France and Finland'),
      p(
        'English-taught programmes usually ask for IELTS or TOEFL, and some accept an MOI certificate. For German-taught programmes you need German certificates such as TestDaF or DSH instead.',
      ),
      h2('When IELTS is still the better choice'),
      ul(
        'You are applying to several countries and want one test that every university and visa authority accepts',
        'You may need a UKVI test for a foundation or pre-sessional course',
        'You plan to apply for permanent residence later in Australia, Canada or New Zealand, where IELTS General Training or other approved tests are needed',
      ),
      tip(
        'Whichever test you choose, take it early enough for one retake before your first deadline. Check a target score with our [IELTS band calculator](/calculator/ielts-band) and the [IELTS score guide](/exam/ielts/score).',
      ),
    ],
    faqs: faqs(
      [
        'Can I study in the UK without IELTS?',
        'Yes, for most degree courses. UK universities can assess your English themselves, through a waiver based on your Class 12 or degree, or accept tests such as TOEFL, PTE or Duolingo for admission.',
      ],
      [
        'Is Duolingo accepted for an Australian student visa?',
        'No. Duolingo is accepted by some Australian universities for admission, but the Student visa needs a test on the Department of Home Affairs list, such as IELTS, PTE Academic or TOEFL iBT.',
      ],
      [
        'Does a medium of instruction certificate work for Germany?',
        "Some English-taught master's programmes accept it, many do not. Check each programme's language requirement, and note that the visa officer may still ask for the proof the university accepted.",
      ],
      [
        'Which test is the easiest?',
        'None is easy in general, but formats differ: PTE is fully computer-scored, TOEFL is shorter since 2026, and Duolingo is taken at home in about an hour. Try a practice test of each and choose the one where you score best.',
      ],
    ),
  },
];
