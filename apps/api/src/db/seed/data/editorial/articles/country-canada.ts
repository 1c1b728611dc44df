import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the repo's November 2026 rate of about ₹63.5 per Canadian dollar.
export const CANADA_ARTICLES: ArticleSeed[] = [
  {
    slug: 'study-in-canada',
    title: 'Study in Canada for Indian Students: Universities, Colleges, Costs and the New Rules',
    summary:
      'Universities or colleges, what a Canadian programme costs in dollars and rupees, how the study-permit cap and PAL work in 2026, and what the PGWP now requires.',
    category: 'study-in-canada',
    author: 'rohan-mehta',
    tags: ['canada', 'study-permit', 'pgwp', 'colleges', 'masters'],
    publishedOn: '2025-06-02',
    updatedOn: '2026-10-30',
    trendingRank: 23,
    body: [
      p(
        'Canada has been the first choice of lakhs of Indian students over the past decade: it is safe, has a large Indian community, lets students work during their studies and gives graduates an open work permit that can lead to permanent residence. Since 2024 the federal government has capped study permits, ended the Student Direct Stream and tightened work-permit rules, so Canada now rewards a carefully chosen programme far more than a cheap one.',
      ),
      h2('Universities or colleges?'),
      p(
        'Only Designated Learning Institutions (DLIs) can host international students. McGill (27th), the University of Toronto (29th) and the University of British Columbia (40th) are in the QS World University Rankings 2026 top 50, and dozens of other universities have strong engineering, computing and business schools. Public colleges offer shorter, job-focused programmes at lower fees.',
      ),
      table(
        'University and college programmes in Canada',
        ['Programme', 'Offered by', 'Usual length', 'PGWP it can lead to'],
        ['Bachelor’s degree', 'Universities', '4 years', 'Up to 3 years'],
        [
          'Course-based or thesis master’s',
          'Universities',
          '1–2 years',
          '3 years, even from shorter programmes',
        ],
        ['PhD', 'Universities', '4–6 years', '3 years'],
        ['Diploma or advanced diploma', 'Public colleges', '2–3 years', '3 years, if the field is eligible'],
        [
          'Postgraduate certificate',
          'Public colleges',
          '8 months–2 years',
          'Same length as the programme, if the field is eligible',
        ],
      ),
      warn(
        'Students of private colleges that deliver a public college’s curriculum under licence are no longer eligible for a PGWP. Check the DLI list and your programme’s PGWP eligibility before paying any deposit.',
      ),
      h2('What admission needs'),
      ul(
        'A master’s usually needs a four-year bachelor’s degree; some universities accept three-year Indian degrees for certain programmes, and colleges accept them for postgraduate certificates.',
        'English: IELTS Academic 6.5 overall is typical for universities and 6.0–6.5 for colleges; many institutions also accept TOEFL, PTE Academic or the Duolingo English Test.',
        'A statement of purpose, a résumé, transcripts and, for master’s programmes, two or three references.',
        'The GRE is rarely required, except by some engineering and research programmes; the GMAT is asked for by many MBAs.',
      ),
      h2('What it costs'),
      table(
        'Typical yearly costs in Canada (2026)',
        ['Item', 'Canadian dollars', 'Approx. in rupees'],
        ['Bachelor’s tuition', 'CAD 25,000–60,000', '₹16–38 lakh'],
        ['Course-based master’s tuition', 'CAD 20,000–50,000', '₹13–32 lakh'],
        ['College diploma or postgraduate certificate', 'CAD 15,000–22,000', '₹9.5–14 lakh'],
        ['Living funds you must show (outside Quebec)', 'CAD 22,895', '₹14.5 lakh'],
        ['What most students actually spend on living', 'CAD 18,000–30,000', '₹11–19 lakh'],
      ),
      p(
        'The [cost of studying in Canada](/articles/cost-of-studying-in-canada) guide has a full budget, including the study-permit fee, biometrics, health insurance and the Guaranteed Investment Certificate (GIC).',
      ),
      h2('The study permit in 2026'),
      h3('The cap and the PAL'),
      p(
        'Canada caps new study permits each year; the 2026–2028 levels plan targets about 155,000 new student arrivals in 2026. Most applicants need a provincial or territorial attestation letter (PAL/TAL), which your institution arranges after you accept an offer. From 1 January 2026, master’s and PhD students at public institutions are exempt from both the cap and the PAL.',
      ),
      h3('What you submit'),
      ol(
        'Letter of acceptance from a DLI, and a PAL or TAL unless you are exempt.',
        'Proof of funds: first-year tuition plus CAD 22,895 for living costs (from 1 September 2025, outside Quebec) plus travel, usually with a GIC.',
        'A study plan explaining why this programme, why Canada and how it fits your career.',
        'Biometrics (CAD 85) and an immigration medical exam with a panel physician.',
        'The CAD 150 study-permit fee. Quebec also requires a CAQ.',
      ),
      p(
        'The Student Direct Stream ended on 8 November 2024, so every Indian student now applies through the regular process. Our [Canada student visa guide](/articles/canada-student-visa) explains each document.',
      ),
      h2('Work during and after your studies'),
      p(
        'You can work up to 24 hours a week off campus while classes are in session and full-time during scheduled breaks; on-campus work has no weekly limit. After graduating, the Post-Graduation Work Permit (PGWP) is an open work permit of up to three years. You need a language score of CLB 7 after a university degree or CLB 5 after a college programme, and college graduates must have studied an eligible field. See [post-study work in Canada](/articles/post-study-work-visa-canada) and [jobs after MS in Canada](/articles/jobs-after-ms-in-canada).',
      ),
      tip(
        'For the PGWP you need a test IRCC accepts for the language requirement, such as IELTS General Training, CELPIP-General or PTE Core, not the academic version you took for admission. Plan to take it in your final term.',
      ),
      h2('Intakes'),
      p(
        'Fall (September) is the main intake. Winter (January) is the second, with many college and some university programmes, and Spring/Summer (May) is mostly colleges. For Fall, applications open around October–January and popular college programmes can fill by February–March.',
      ),
    ],
    faqs: faqs(
      [
        'Is Canada still a good option for Indian students in 2026?',
        'For a well-chosen programme, yes. Master’s and PhD students at public universities are now outside the cap and the PAL. It is riskier for low-cost college certificates chosen mainly for PR, because PGWP and immigration rules have tightened and the job market is competitive.',
      ],
      [
        'How much money do I need to study in Canada?',
        'For the study permit, first-year tuition plus CAD 22,895 (about ₹14.5 lakh) for living costs, plus travel. Tuition ranges from CAD 15,000 at a college to CAD 50,000 or more for some master’s programmes.',
      ],
      [
        'Can I work while studying in Canada?',
        'Yes, up to 24 hours a week off campus during classes and full-time in scheduled breaks, with no weekly limit on campus.',
      ],
      [
        'Do I need IELTS for Canada?',
        'Most institutions ask for IELTS, TOEFL, PTE Academic or Duolingo scores. For the PGWP you later need a CLB score from a test IRCC accepts, such as IELTS General Training, CELPIP-General or PTE Core.',
      ],
    ),
  },
  {
    slug: 'canada-student-visa',
    title: 'Canada Study Permit from India: PAL, GIC, Fees, Documents and 2026 Rules',
    summary:
      'How Indian students apply for a Canadian study permit now that SDS has ended: the PAL and the cap, the CAD 22,895 funds rule and GIC, fees, biometrics and the study plan.',
    category: 'study-in-canada',
    author: 'rohan-mehta',
    tags: ['canada', 'study-permit', 'gic', 'pal', 'visa'],
    publishedOn: '2025-07-10',
    updatedOn: '2026-10-22',
    trendingRank: 26,
    body: [
      p(
        'What most people call the Canadian student visa is really two documents: a study permit, which lets you study at a Designated Learning Institution (DLI), and a temporary resident visa (TRV) that lets you travel to Canada. You apply once, online, and IRCC issues both if you are approved. The process has changed a lot since 2024, with a national cap, attestation letters and higher funds, so old advice from seniors and agents is often out of date.',
      ),
      h2('What has changed since 2024'),
      ul(
        'Canada caps new study permits; the 2026–2028 levels plan targets about 155,000 new student arrivals in 2026.',
        'Most applicants need a provincial or territorial attestation letter (PAL/TAL). From 1 January 2026, master’s and PhD students at public institutions are exempt from the cap and the PAL.',
        'The Student Direct Stream (SDS) ended on 8 November 2024; every Indian student now applies through the regular process.',
        'The living-cost funds you must show rose to CAD 22,895 for a single student from 1 September 2025 (outside Quebec).',
        'Spouses can get an open work permit only if the student is in a master’s of at least 16 months, a PhD or certain professional programmes.',
      ),
      h2('Fees and funds'),
      table(
        'Study permit costs for an Indian student (2026)',
        ['Item', 'Amount', 'Approx. in rupees'],
        ['Study permit fee (includes the TRV)', 'CAD 150', '₹9,500'],
        ['Biometrics', 'CAD 85', '₹5,400'],
        ['Living funds to show, usually through a GIC', 'CAD 22,895', '₹14.5 lakh'],
        ['First-year tuition', 'As on your letter of acceptance', 'Often ₹10–30 lakh'],
        ['Immigration medical exam', 'Set by the panel physician', 'A few thousand rupees'],
      ),
      p(
        'Quebec sets its own funds requirement and also requires a Quebec Acceptance Certificate (CAQ) before you apply for the permit.',
      ),
      h2('Documents you need'),
      ol(
        'Letter of acceptance from a DLI, with your programme, dates and fees.',
        'PAL or TAL from the province, unless you are a master’s or PhD student at a public institution.',
        'Proof of funds: a GIC certificate for CAD 22,895, tuition fee receipts or a loan sanction letter, and bank statements with an explanation of where the money came from.',
        'A study plan (letter of explanation): why this programme, why Canada rather than India, how it fits your past studies and work, and what you will do afterwards.',
        'Passport, academic transcripts and certificates, and English test scores.',
        'An upfront medical exam with an IRCC panel physician, if you choose to do it before applying.',
      ),
      tip(
        'A Guaranteed Investment Certificate (GIC) with a participating Canadian bank, such as Scotiabank, ICICI Bank Canada or SBI Canada, is the simplest way to show living funds. You pay CAD 22,895 into it before applying, and the bank releases it to you in instalments after you arrive.',
      ),
      h2('Step by step'),
      ol(
        'Accept your offer, pay the tuition deposit and receive the letter of acceptance and, if needed, the PAL.',
        'Buy the GIC and gather your funds documents.',
        'Create an IRCC account, fill in the study permit application and upload your documents.',
        'Pay the fees and give biometrics at a visa application centre in India when you receive the instruction letter.',
        'Complete the medical exam if you did not do it upfront, and answer any request for further documents.',
        'If approved, send your passport for the TRV counterfoil; you also receive a port of entry letter of introduction.',
        'On arrival, show the letter to the border officer, who issues your study permit. Check that its conditions and dates are correct before you leave the counter.',
      ),
      p(
        'Processing from India has often taken 4 to 12 weeks, depending on the season, and PhD applicants get priority processing of about 14 days from 2026. Apply as soon as you have your documents, especially for the September intake.',
      ),
      warn(
        'Refusals usually cite doubts about your funds or whether you will leave Canada at the end of your stay. An honest, specific study plan and clearly sourced funds matter more than the size of your bank balance. Never submit documents you cannot explain.',
      ),
      h2('After you arrive'),
      ul(
        'You can work up to 24 hours a week off campus during classes and full-time during scheduled breaks, if your permit allows work.',
        'Stay enrolled and make reasonable progress; your institution reports your enrolment status to IRCC.',
        'If you want to change institution, check IRCC’s current rules first, because a move to another DLI can require a new study permit.',
        'Apply to extend your permit before it expires if your programme runs longer than expected.',
      ),
      p(
        'For costs and programme choice, read [study in Canada](/articles/study-in-canada) and [the cost of living in Canada](/articles/cost-of-living-in-canada); for the work permit after graduation, see [post-study work in Canada](/articles/post-study-work-visa-canada).',
      ),
    ],
    faqs: faqs(
      [
        'How much money do I need for a Canadian study permit?',
        'First-year tuition plus CAD 22,895 (about ₹14.5 lakh) for living costs outside Quebec, plus travel costs. Most students show the living funds with a GIC.',
      ],
      [
        'Is SDS still available for Indian students?',
        'No. IRCC ended the Student Direct Stream on 8 November 2024. All students now use the regular study permit process.',
      ],
      [
        'Do master’s students need a PAL?',
        'Not from 1 January 2026 if they study at a public institution. Undergraduate and college students still need one.',
      ],
      [
        'How long does a Canada study permit take from India?',
        'It varies by season; applications from India have often taken 4 to 12 weeks. Check IRCC’s processing-time tool when you apply.',
      ],
    ),
  },
  {
    slug: 'cost-of-studying-in-canada',
    title: 'Cost of Studying in Canada for Indian Students: Tuition, GIC, Living Costs and Total Budget',
    summary:
      'What studying in Canada costs in 2026, in Canadian dollars and rupees: tuition at universities and colleges, the study permit and GIC, living costs, and worked budgets for Toronto and Vancouver.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['canada', 'cost-of-study', 'tuition', 'gic', 'budget'],
    publishedOn: '2025-09-16',
    updatedOn: '2026-10-29',
    body: [
      p(
        'Canada is usually cheaper than the USA and dearer than Germany. The biggest choice is between a university degree and a public-college programme: college tuition can be less than half of a university master’s. On top of tuition, the study permit asks you to show CAD 22,895 for living costs, and in Toronto and Vancouver real spending is often higher than that.',
      ),
      h2('Tuition by programme'),
      table(
        'Yearly tuition for international students in Canada (2026)',
        ['Programme', 'Canadian dollars a year', 'Approx. in rupees'],
        ['College diploma or postgraduate certificate', '15,000–22,000', '₹9.5–14 lakh'],
        ['Bachelor’s degree', '25,000–60,000', '₹16–38 lakh'],
        ['Course-based master’s', '20,000–50,000', '₹13–32 lakh'],
        ['MBA', '40,000–120,000', '₹25–76 lakh'],
        ['Research master’s and PhD', '8,000–25,000', '₹5–16 lakh, often offset by funding'],
      ),
      p(
        'Engineering and computer science sit at the top of each range. Research (thesis) master’s and PhD students are often offered a funding package of teaching and research assistantships that covers much of their tuition; course-based master’s students usually pay in full.',
      ),
      h2('One-time costs'),
      table(
        'Costs you pay once, before you start',
        ['Item', 'Amount', 'Approx. in rupees'],
        ['Study permit fee', 'CAD 150', '₹9,500'],
        ['Biometrics', 'CAD 85', '₹5,400'],
        ['Application fees', 'Usually CAD 100–200 per institution', '₹6,000–13,000'],
        ['IELTS Academic', '₹18,000', '—'],
        ['Immigration medical exam', 'Set by the panel physician', 'A few thousand rupees'],
        ['Flight to Toronto or Vancouver', '—', '₹80,000–85,000 one way'],
      ),
      p(
        'The GIC of CAD 22,895 (about ₹14.5 lakh) is not an extra cost: it is your own living money for the first year, which the bank pays back to you in instalments after you arrive.',
      ),
      h2('Living costs'),
      p(
        'Most students spend CAD 1,500–2,500 a month. Toronto and Vancouver have the highest rents; Montreal, Halifax, Winnipeg and smaller Ontario cities are cheaper. Health insurance is compulsory: in Ontario through the university plan (UHIP) and in British Columbia through the provincial Medical Services Plan. The [cost of living in Canada](/articles/cost-of-living-in-canada) guide has the details.',
      ),
      h2('Worked budgets for the first year of a master’s'),
      table(
        'First-year tuition plus 12 months of living costs and the study permit',
        ['Item', 'Toronto', 'Vancouver'],
        ['Tuition', 'CAD 40,000', 'CAD 35,000'],
        ['Room in a shared apartment', 'CAD 15,600', 'CAD 16,800'],
        ['Food', 'CAD 5,400', 'CAD 5,400'],
        ['Transport', 'CAD 1,560 (TTC post-secondary pass)', 'CAD 564 (U-Pass BC)'],
        ['Health insurance', 'CAD 756 (UHIP)', 'CAD 900 (MSP at CAD 75 a month)'],
        ['Other expenses', 'CAD 2,400', 'CAD 2,400'],
        ['Study permit and biometrics', 'CAD 235', 'CAD 235'],
        ['Total', 'CAD 65,951 (about ₹42 lakh)', 'CAD 61,299 (about ₹39 lakh)'],
      ),
      p(
        'A college postgraduate certificate in a smaller Ontario city, with CAD 18,000 tuition and about CAD 1,500 a month of living costs, comes to roughly CAD 36,000 (about ₹23 lakh) for the year. Build your own version in the [expense calculator](/expense-calculator).',
      ),
      warn(
        'A cheap programme is only cheap if it leads somewhere. Check that your college programme is in a PGWP-eligible field and at a public institution before you compare fees; otherwise you may not get a work permit after graduating.',
      ),
      h2('How to bring the cost down'),
      ul(
        'Entrance scholarships are awarded automatically by many universities and colleges; see [scholarships in Canada](/articles/scholarships-in-canada).',
        'Thesis-based master’s and PhD programmes often come with funding packages.',
        'Co-op programmes include paid work terms, which help with costs in the second year.',
        'Living outside Toronto and Vancouver can save CAD 300–600 a month on rent.',
        'Part-time work of up to 24 hours a week off campus during classes.',
      ),
      tip(
        'Ask your institution whether the first-year fee on your letter of acceptance includes ancillary fees, health insurance and the transit pass. Those can add CAD 1,000–2,000 a year.',
      ),
      p(
        'Most families fund part of the cost with an education loan; the [education loan calculator](/calculator/education-loan) shows what you will repay.',
      ),
    ],
    faqs: faqs(
      [
        'How much does it cost to study in Canada from India?',
        'For a university master’s, roughly ₹35–45 lakh for the first year including living costs; for a college postgraduate certificate, about ₹20–25 lakh a year.',
      ],
      [
        'Is the GIC an extra cost?',
        'No. The CAD 22,895 you put into a GIC is your living money for the first year, released to you in instalments once you arrive in Canada.',
      ],
      [
        'Is Canada cheaper than the USA for a master’s?',
        'Usually yes: both tuition and living costs are generally lower in Canada, and colleges offer much cheaper options. Top Canadian MBAs and programmes in Toronto and Vancouver can come close to US costs, though.',
      ],
      [
        'Do I pay the whole first-year tuition before the study permit?',
        'Not necessarily. Many institutions ask for a deposit or the first term’s fees, but for the permit you must show that you can pay the full first-year tuition, through fee receipts, a loan sanction letter or bank statements.',
      ],
    ),
  },
  {
    slug: 'cost-of-living-in-canada',
    title: 'Cost of Living in Canada for Indian Students: Rent, Food, Insurance and City Comparison',
    summary:
      'Monthly student living costs in Canada in 2026: rent, groceries, transit passes, health insurance in Ontario and British Columbia, and how Toronto and Vancouver compare with cheaper cities.',
    category: 'cost-of-study',
    author: 'priya-menon',
    tags: ['canada', 'cost-of-living', 'rent', 'toronto', 'vancouver'],
    publishedOn: '2025-10-01',
    updatedOn: '2026-10-29',
    body: [
      p(
        'The study permit asks you to show CAD 22,895 a year for living costs, but that is a legal minimum, not a budget. Most students spend CAD 1,500–2,500 a month, and rent alone in Toronto or Vancouver can take more than half of that. The good news is that living costs are the part of your budget you can control most.',
      ),
      h2('Monthly costs at a glance'),
      table(
        'Typical monthly living costs for a student in Canada (2026)',
        ['Item', 'Canadian dollars a month', 'Approx. in rupees'],
        ['Rent (shared room or student residence)', '800–1,600', '₹51,000–1 lakh'],
        ['Groceries and food', '350–600', '₹22,000–38,000'],
        ['Public transport (often a U-Pass)', '80–160', '₹5,100–10,000'],
        ['Health insurance', '50–110', '₹3,200–7,000'],
        ['Phone, internet and utilities', '70–180', '₹4,400–11,400'],
      ),
      h2('Toronto and Vancouver compared'),
      table(
        'A graduate student’s month in Canada’s two priciest cities',
        ['Item', 'Toronto', 'Vancouver'],
        ['Room in a shared apartment', 'CAD 1,300, utilities included', 'CAD 1,400'],
        ['Graduate residence, single room', 'CAD 1,500', 'CAD 1,300'],
        ['Food', 'CAD 450', 'CAD 450'],
        ['Transit', 'CAD 130 (TTC post-secondary pass)', 'CAD 47 (U-Pass BC)'],
        ['Health insurance', 'CAD 63 (UHIP, CAD 756 a year)', 'CAD 75 (MSP)'],
        ['Other expenses', 'CAD 200', 'CAD 200'],
        ['Total with a shared apartment', 'About CAD 2,143 (₹1.36 lakh)', 'About CAD 2,172 (₹1.38 lakh)'],
      ),
      p(
        'Montreal, Halifax, Winnipeg, Ottawa and smaller Ontario cities such as Waterloo, Windsor or Kingston usually cost less, mostly because rooms are cheaper.',
      ),
      h2('Rent'),
      p(
        'Rental housing is scarce in big Canadian cities, and it is the most common worry of new students. Most Indian students share a basement or apartment with other students; leases often run for 12 months with a deposit of up to one month’s rent. University residences are easier to arrange from India but fill quickly.',
      ),
      warn(
        'Rental scams target new international students. Never send money for a room you have not seen on a live video call, and prefer listings from your university’s housing office or people you can verify.',
      ),
      h2('Health insurance'),
      p(
        'International students in Ontario are usually enrolled in the University Health Insurance Plan (UHIP), charged with your fees. In British Columbia, international students pay CAD 75 a month for the provincial Medical Services Plan. Other provinces have their own rules, and colleges often sell their own plans. Dental and eye care are usually extra.',
      ),
      h2('Food, transport and winter'),
      ul(
        'Groceries: cooking at home keeps food to CAD 350–450 a month; Indian groceries are easy to find in Brampton, Mississauga, Surrey and most large cities.',
        'Transit: many universities include a U-Pass in student fees, so check your fee statement before buying a pass.',
        'Winter: budget for a proper winter coat, boots and gloves in your first month; buy them in Canada, where they are made for the climate.',
        'Phone: prepaid and student plans are widely available; compare before signing a two-year contract.',
      ),
      h2('Your first month costs more'),
      p(
        'Budget an extra CAD 1,500–2,500 for your first month: a rent deposit, bedding and kitchen basics, a phone plan, groceries to stock up and winter clothing if you arrive for the January intake. Carry part of it on a forex card, because your GIC instalments start only after you arrive and open your Canadian account.',
      ),
      h2('How the GIC pays your living costs'),
      p(
        'Most Indian students show their living funds with a Guaranteed Investment Certificate of CAD 22,895 from a participating bank such as Scotiabank, ICICI Bank Canada or SBI Canada. After you arrive and open your account, the bank releases an initial amount and then pays the rest in monthly instalments over the year, which doubles as a built-in budget.',
      ),
      tip(
        'Work up to 24 hours a week off campus during classes and full-time in scheduled breaks to cover part of your living costs. See [part-time jobs in Canada](/articles/part-time-jobs-in-canada) for what students earn.',
      ),
      p(
        'For tuition and one-time costs, read the [cost of studying in Canada](/articles/cost-of-studying-in-canada) or use the [expense calculator](/expense-calculator).',
      ),
    ],
    faqs: faqs(
      [
        'How much money does a student need per month in Canada?',
        'About CAD 1,500–2,500 (₹95,000–1.6 lakh), depending mainly on the city and whether you share accommodation.',
      ],
      [
        'Is CAD 22,895 enough for a year in Canada?',
        'It is the minimum IRCC asks you to show outside Quebec. In smaller cities it can be close to what you spend; in Toronto and Vancouver most students spend more.',
      ],
      [
        'Which Canadian cities are cheapest for students?',
        'Montreal, Halifax, Winnipeg and smaller Ontario cities usually have lower rents than Toronto and Vancouver.',
      ],
      [
        'Is health insurance compulsory for international students in Canada?',
        'Yes. In Ontario you are usually enrolled in UHIP through your university, and in British Columbia you pay CAD 75 a month for the provincial Medical Services Plan. Other provinces and colleges have their own plans.',
      ],
    ),
  },
  {
    slug: 'scholarships-in-canada',
    title: 'Scholarships in Canada for Indian Students: University Awards, Graduate Funding and Mitacs',
    summary:
      'Where Indian students find funding for Canada: entrance scholarships, the Lester B. Pearson and UBC awards, graduate funding packages, the Ontario Graduate Scholarship and Mitacs.',
    category: 'scholarships',
    author: 'rohan-mehta',
    tags: ['canada', 'scholarships', 'funding', 'masters', 'bachelors'],
    publishedOn: '2025-11-03',
    updatedOn: '2026-09-26',
    body: [
      p(
        'Canada has fewer big government scholarships for international students than the UK or the USA, so most funding comes from universities and colleges themselves. For undergraduates that means entrance scholarships and a few flagship awards; for graduate students, especially in thesis-based programmes, it means funding packages made up of assistantships and internal awards. Course-based master’s and college programmes are the hardest to fund, so plan your budget accordingly.',
      ),
      h2('Funding by level'),
      table(
        'What funding looks like in Canada',
        ['Level', 'Main sources', 'How much it usually covers'],
        [
          'College diploma or postgraduate certificate',
          'College entrance scholarships',
          'A small one-time reduction in tuition',
        ],
        [
          'Bachelor’s',
          'Automatic entrance scholarships; flagship awards for exceptional students',
          'From a one-time amount to full tuition and living costs for the flagship awards',
        ],
        [
          'Course-based master’s',
          'Occasional departmental awards',
          'Usually partial; many students are self-funded',
        ],
        [
          'Thesis master’s and PhD',
          'Funding packages: teaching and research assistantships, internal awards, provincial scholarships',
          'Often much of tuition plus a stipend',
        ],
      ),
      h2('Flagship awards for undergraduates'),
      ul(
        'Lester B. Pearson International Scholarship (University of Toronto): covers tuition, books, incidental fees and full residence support for four years, for exceptional international students in their final year of school, who must be nominated by their school.',
        'UBC International Scholars programme (University of British Columbia): includes the Karen McKellin International Leader of Tomorrow Award, which is need-based and can cover tuition and living costs, and merit-based entrance awards.',
        'Entrance scholarships at most universities, awarded automatically on your admission average; check whether Indian board marks qualify and whether the award renews each year.',
      ),
      tip(
        'Flagship awards have deadlines months before the normal admission deadline, often in November or December for the following September, and ask for essays on leadership and community work. Start in Class 12, not after your board results.',
      ),
      h2('Funding for graduate students'),
      p(
        'Thesis-based master’s and PhD students are commonly offered a funding package in their admission letter, combining a teaching or research assistantship with internal scholarships. The amount is set by the university and department, so compare offers carefully, including what remains after tuition. Course-based master’s students rarely receive packages and should budget to pay full fees.',
      ),
      table(
        'Graduate scholarships and research programmes',
        ['Programme', 'Who it is for', 'What it offers'],
        [
          'Ontario Graduate Scholarship (OGS)',
          'Graduate students at Ontario universities, including a limited number of international students',
          'CAD 5,000 a term, for two or three consecutive terms (CAD 10,000 or 15,000)',
        ],
        [
          'University graduate entrance awards',
          'Admitted graduate students, often considered automatically',
          'Fixed amounts, usually for the first year',
        ],
        [
          'Mitacs Globalink Research Internship',
          'Undergraduate students from partner countries, including India',
          'A 12-week summer research internship at a Canadian university',
        ],
      ),
      p(
        'A Mitacs Globalink internship in your third year of a bachelor’s is a well-trodden route to a funded master’s or PhD in Canada, because you get to know a professor and their lab before applying.',
      ),
      warn(
        'Do not rely on a scholarship to meet the study permit funds rule. You must show first-year tuition plus CAD 22,895 for living costs; only a scholarship confirmed in writing can be counted towards it.',
      ),
      h2('How to improve your chances'),
      ol(
        'Apply early: many awards use the same deadline as, or an earlier one than, admission.',
        'For thesis programmes, contact potential supervisors with a short, specific email before applying.',
        'For undergraduate awards, document leadership, community service and achievements outside class.',
        'Read each award’s rules on renewal: many require a minimum grade average each year.',
      ),
      p(
        'Indian trusts can help too: the J.N. Tata Endowment and the K.C. Mahindra Education Trust give repayable loan scholarships to Indian graduates going abroad for postgraduate study, including in Canada. Check each trust’s current terms and deadlines, which usually fall in the spring.',
      ),
      p(
        'Scholarships usually cover part of the cost. Plan the rest with the [cost of studying in Canada](/articles/cost-of-studying-in-canada) guide, and check the funds rules in our [Canada student visa guide](/articles/canada-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'Can Indian students get a full scholarship in Canada?',
        'A few can: flagship undergraduate awards such as the Lester B. Pearson at the University of Toronto, and PhD funding packages that cover tuition and pay a stipend. Most other awards are partial.',
      ],
      [
        'Are there scholarships for course-based master’s in Canada?',
        'Few. Some departments offer small awards, but most course-based master’s students pay full fees. Thesis-based programmes are far more likely to be funded.',
      ],
      [
        'Can international students get the Ontario Graduate Scholarship?',
        'Yes, a limited number. International students with a study permit at an Ontario university can apply through their university, which has a set allocation for them.',
      ],
      [
        'Do colleges in Canada offer scholarships?',
        'Yes, but they are usually small: entrance awards of a few hundred to a few thousand dollars, often applied to your second term’s fees. Do not count on them when you plan your budget or your proof of funds.',
      ],
    ),
  },
  {
    slug: 'part-time-jobs-in-canada',
    title: 'Part-Time Jobs in Canada for Indian Students: 24-Hour Rule, Wages, SIN and Co-op',
    summary:
      'Work rules for study permit holders in Canada: 24 hours a week off campus, full-time in breaks, unlimited on campus, co-op permits, minimum wages, the SIN and tax returns.',
    category: 'jobs-and-salary',
    author: 'rohan-mehta',
    tags: ['canada', 'part-time-jobs', 'study-permit', 'co-op', 'minimum-wage'],
    publishedOn: '2025-12-01',
    updatedOn: '2026-10-15',
    body: [
      p(
        'Canada lets international students work during their studies without a separate permit, as long as their study permit says they may. The rules became stricter in 2024, when the temporary unlimited-hours policy ended and the off-campus limit was set at 24 hours a week. At the same time, student jobs in big cities have become harder to find, so part-time work should be part of your plan, not the whole of it.',
      ),
      h2('What your study permit allows'),
      table(
        'Work rules for full-time students with an eligible study permit',
        ['Type of work', 'During classes', 'During scheduled breaks'],
        ['Off campus, any employer', 'Up to 24 hours a week', 'Full-time'],
        ['On campus (university or college employers)', 'No weekly limit', 'No limit'],
        [
          'Co-op or internship that is part of your programme',
          'As set by the programme, with a co-op work permit',
          'As set by the programme',
        ],
      ),
      p(
        'You must be enrolled full-time at a Designated Learning Institution in a programme of at least six months that leads to a degree, diploma or certificate, and your study permit must include the condition that allows off-campus work. You can start working only once your programme has begun, not on arrival. Scheduled breaks are those in your institution’s calendar, such as the winter holidays and summer break.',
      ),
      warn(
        'Working more than 24 hours a week off campus during classes, or working while not enrolled, breaks your study permit conditions. It can lead to removal and can count against you in later PGWP and permanent residence applications.',
      ),
      h2('Minimum wages in popular provinces'),
      table(
        'Minimum wages in Ontario and British Columbia from their 2025 increases',
        ['Province', 'Minimum wage per hour', 'Effective from'],
        ['Ontario', 'CAD 17.60', '1 October 2025'],
        ['British Columbia', 'CAD 17.85', '1 June 2025'],
      ),
      p(
        'Both provinces raise their minimum wage every year in line with inflation, and other provinces set their own rates, so check the current figure where you will live. At 24 hours a week on CAD 17.60, you earn about CAD 1,800 a month before deductions, which covers a good share of living costs outside Toronto and Vancouver.',
      ),
      h2('Jobs students usually find'),
      ul(
        'On campus: library, residence, dining, IT support, research and teaching assistant roles.',
        'Retail and grocery stores, warehouses and distribution centres.',
        'Restaurants, coffee chains and food service.',
        'Customer service and call centres.',
        'Co-op placements in your field, if your programme includes them, which are the most valuable for your career.',
      ),
      tip(
        'Choose a programme with a co-op option if you can. Co-op terms are paid, full-time and in your field, and employers often hire co-op students after graduation. You need a co-op work permit, which is usually issued with your study permit if your letter of acceptance mentions the co-op.',
      ),
      h2('Paperwork: SIN, bank account and taxes'),
      ol(
        'Apply for a Social Insurance Number (SIN) online or at a Service Canada office with your passport and study permit; the permit must show that you may work.',
        'Open a Canadian bank account for your pay and your GIC instalments.',
        'Your employer deducts income tax, Canada Pension Plan and Employment Insurance contributions.',
        'File a tax return every spring. Students with low incomes often get some tax back, and filing is how you claim credits such as the GST/HST credit if you qualify.',
      ),
      h2('A realistic view of the job market'),
      p(
        'Entry-level jobs in Toronto, Brampton, Vancouver and Surrey are competitive, and many students take weeks or months to find their first one. Your study permit application must already show that you can pay tuition and CAD 22,895 a year for living costs without working, so treat earnings as a supplement. The [cost of living in Canada](/articles/cost-of-living-in-canada) guide shows what you will need each month.',
      ),
      p(
        'After graduation, the PGWP lets you work full-time for any employer; see [post-study work in Canada](/articles/post-study-work-visa-canada) and [jobs after MS in Canada](/articles/jobs-after-ms-in-canada).',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in Canada?',
        'Up to 24 hours a week off campus while classes are in session, full-time during scheduled breaks, and without a weekly limit on campus.',
      ],
      [
        'Can I work in Canada before my classes start?',
        'No. You may work off campus only once your programme has started.',
      ],
      [
        'How much do part-time jobs pay in Canada?',
        'Most student jobs pay at or a little above the provincial minimum wage, for example CAD 17.60 an hour in Ontario from 1 October 2025 and CAD 17.85 in British Columbia from 1 June 2025.',
      ],
      [
        'Do I need a separate permit for co-op in Canada?',
        'Yes. If a work placement is a required part of your programme, you need a co-op work permit in addition to your study permit.',
      ],
    ),
  },
  {
    slug: 'post-study-work-visa-canada',
    title: 'PGWP Canada for Indian Students: Post-Graduation Work Permit Rules, Length and Application',
    summary:
      'The Post-Graduation Work Permit in 2026: which programmes qualify, how long it lasts, language and field-of-study rules, the 180-day window, the fee and the path to PR.',
    category: 'study-in-canada',
    author: 'rohan-mehta',
    tags: ['canada', 'pgwp', 'post-study-work', 'express-entry'],
    publishedOn: '2026-01-19',
    updatedOn: '2026-11-04',
    body: [
      p(
        'The Post-Graduation Work Permit (PGWP) is an open work permit for graduates of eligible Canadian programmes: you can work for almost any employer, in any job, anywhere in Canada. Canadian work experience gained on it also counts towards permanent residence. Since 2024 the rules have tightened, with a language requirement, field-of-study limits for college graduates and the end of PGWP eligibility for some private colleges, so check your programme before you enrol, not after you graduate.',
      ),
      h2('How long the PGWP lasts'),
      table(
        'PGWP length by programme',
        ['Programme completed', 'PGWP length'],
        ['Under 8 months', 'Not eligible'],
        ['College programme of 8 months to under 2 years', 'The same length as the programme'],
        ['College or university programme of 2 years or more', '3 years'],
        ['Master’s degree, even if shorter than 2 years', '3 years'],
        ['Bachelor’s or PhD', 'Up to 3 years'],
      ),
      p(
        'The permit cannot run past the expiry date of your passport, so renew your passport before applying if it expires within the next three years.',
      ),
      h2('Who qualifies'),
      ul(
        'You studied full-time at a PGWP-eligible Designated Learning Institution in a programme of at least 8 months.',
        'Your programme is not delivered by a private college under a licence from a public college; those programmes lost PGWP eligibility.',
        'You meet the language requirement: CLB 7 for a university degree, or CLB 5 for a college programme, in all four skills.',
        'If you studied a college programme that is not a degree, it is in a field of study on IRCC’s eligible list; bachelor’s, master’s and PhD graduates are exempt from this rule.',
        'You apply within 180 days of receiving written confirmation that you completed the programme, and held a valid study permit at some point in those 180 days.',
        'You have not held a PGWP before; it is a once-in-a-lifetime permit.',
      ),
      warn(
        'The language test must be one IRCC accepts for this purpose: IELTS General Training, CELPIP-General or PTE Core for English, or TEF or TCF for French. The IELTS Academic score you used for admission does not count, and results must be less than two years old when you apply.',
      ),
      h2('How to apply'),
      ol(
        'Get your final transcript and a completion letter from your institution.',
        'Take an approved language test, ideally in your final term.',
        'Apply online through your IRCC account, from inside Canada or from abroad; applying at a border crossing (“flagpoling”) has not been allowed since 21 June 2024.',
        'Pay CAD 255: CAD 155 for the work permit plus the CAD 100 open work permit holder fee.',
        'Give biometrics if IRCC asks for them.',
      ),
      tip(
        'If you apply from inside Canada before your study permit expires, and you were allowed to work off campus during your studies, you can work full-time while your PGWP application is processed.',
      ),
      h2('From PGWP to permanent residence'),
      p(
        'Most graduates use their PGWP years to gain the skilled work experience needed for permanent residence. One year of skilled Canadian work experience makes you eligible for the Canadian Experience Class in Express Entry, where candidates are ranked by points for age, education, language and experience; since March 2025 a job offer no longer adds points. Provincial nominee programmes offer other routes, some aimed at international graduates. None of these is guaranteed, and draws have become more selective.',
      ),
      h2('Spouses and family'),
      p(
        'A spouse of a PGWP holder can apply for an open work permit only if the PGWP holder is working in certain skilled or shortage occupations and meets the other conditions IRCC set in January 2025. Check the current rules before planning for your family to join you.',
      ),
      p(
        'For the study years, read [study in Canada](/articles/study-in-canada) and [part-time jobs in Canada](/articles/part-time-jobs-in-canada); for career options, see [jobs after MS in Canada](/articles/jobs-after-ms-in-canada).',
      ),
    ],
    faqs: faqs(
      [
        'How long is the PGWP after a master’s in Canada?',
        'Three years, even if your master’s programme lasted less than two years, provided you meet the other conditions.',
      ],
      [
        'Do I need IELTS for the PGWP?',
        'You need a language test IRCC accepts for the PGWP, such as IELTS General Training, CELPIP-General or PTE Core: CLB 7 for university graduates and CLB 5 for college graduates.',
      ],
      [
        'Can I get a PGWP after a private college programme?',
        'Not if the programme is a public college curriculum delivered by a private college under licence. Check PGWP eligibility on IRCC’s DLI list before you enrol.',
      ],
      [
        'When should I apply for the PGWP?',
        'Within 180 days of receiving your completion letter or final transcript, ideally before your study permit expires so you can keep working while you wait.',
      ],
    ),
  },
  {
    slug: 'intakes-in-canada',
    title: 'Intakes in Canada: Fall, Winter and Summer Deadlines for Indian Students',
    summary:
      'Canada’s Fall, Winter and Spring/Summer intakes compared: when each starts, application and PAL timing, how long the study permit takes, and a timeline for September 2027.',
    category: 'study-in-canada',
    author: 'rohan-mehta',
    tags: ['canada', 'intakes', 'fall-intake', 'winter-intake', 'deadlines'],
    publishedOn: '2026-02-23',
    updatedOn: '2026-10-21',
    body: [
      p(
        'Canadian universities and colleges admit students up to three times a year. Fall, in September, is the main intake at every institution. Winter, in January, is a strong second option, especially at colleges. Spring/Summer, in May, is mostly for college programmes. With study-permit caps and attestation letters now part of the process, applying early matters more than it used to.',
      ),
      h2('The three intakes compared'),
      table(
        'Canadian intakes at a glance',
        ['Intake', 'Classes start', 'Apply', 'Good to know'],
        [
          'Fall',
          'September',
          'Applications open around October–January; popular college programmes often fill by February–March',
          'The main intake: all programmes, most scholarships and graduate funding',
        ],
        [
          'Winter',
          'January',
          'By July–September of the previous year',
          'Many college and some university programmes; fewer scholarships',
        ],
        ['Spring/Summer', 'May', 'By November–January', 'Mostly college programmes'],
      ),
      p(
        'The September 2027 term starts in the first or second week of September at most institutions, and January 2028 in the second week of January. Your letter of acceptance gives the exact date, and your study permit must be approved before then.',
      ),
      h2('Why timing matters more since 2024'),
      ul(
        'Most undergraduate and college students need a provincial attestation letter (PAL), issued after you accept your offer and only while the province’s share of the cap lasts. Accept early.',
        'From 1 January 2026, master’s and PhD students at public institutions are exempt from the cap and the PAL, which removes one step for them.',
        'Study permit applications from India have often taken 4 to 12 weeks, so a late offer can mean a deferred start.',
        'Residence places and part-time jobs go first to students who arrive early.',
      ),
      h2('University and college deadlines differ'),
      p(
        'Universities usually publish fixed deadlines, often between December and February for Fall, and assess all applications together. Colleges mostly admit on a first-come, first-served basis until a programme is full, which is why popular college programmes in Ontario and British Columbia can close months before their official deadline. In both cases, an early application is also the safest way to secure a PAL where you need one.',
      ),
      h2('Fall or Winter?'),
      p(
        'Fall gives you the widest choice of programmes, the best chance of entrance scholarships and graduate funding, and a full summer break for work or co-op after your first two terms. Winter suits students who need more time for tests or documents, and many college programmes run the same curriculum in both intakes. Winter starters arrive in the coldest part of the year, so budget for winter clothing from the first day. Our [Fall vs Spring intake](/articles/fall-vs-spring-intake) article compares early and late starts in more detail.',
      ),
      tip(
        'For thesis-based master’s and PhD programmes, contact supervisors in the summer or autumn before a Fall start. Funding decisions and deadlines for these programmes often fall in December–February.',
      ),
      h2('A timeline for September 2027'),
      table(
        'Timeline for the September 2027 intake',
        ['When', 'What to do'],
        [
          'October–December 2026',
          'Shortlist programmes, check PGWP eligibility and take IELTS, TOEFL, PTE or Duolingo',
        ],
        [
          'November 2026–January 2027',
          'Apply to universities and colleges; many university deadlines fall in December–February',
        ],
        [
          'February–April 2027',
          'Receive offers, accept one, pay the deposit and receive your PAL if you need one',
        ],
        ['April–May 2027', 'Buy your GIC, do the medical exam and apply for the study permit'],
        ['June–July 2027', 'Give biometrics, receive approval and book residence or housing'],
        ['August 2027', 'Fly to Canada and collect your study permit at the port of entry'],
      ),
      warn(
        'If your study permit does not arrive in time, contact your institution at once. Many allow you to defer to the next intake, but the PAL and letter of acceptance may need to be reissued.',
      ),
      p(
        'For the full process, read [study in Canada](/articles/study-in-canada) and the [Canada student visa guide](/articles/canada-student-visa); for test dates, see [IELTS exam dates](/exam/ielts/exam-dates).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the best intake for Canada?',
        'Fall (September), because every programme admits then and most scholarships and graduate funding are awarded for it. Winter is a good alternative at many colleges.',
      ],
      [
        'When should I apply for the September intake in Canada?',
        'Between October and January of the previous academic year. Popular college programmes can fill by February–March, and many universities have December–February deadlines.',
      ],
      [
        'Is the January intake good for Canada?',
        'Yes, for many college and some university programmes. There are fewer programmes and scholarships than in Fall, but the same work rights and PGWP rules apply.',
      ],
      [
        'Can I still apply after the deadline?',
        'Sometimes. Colleges may keep programmes open until they are full, and some universities accept late international applications, but you then risk running out of time for the PAL and study permit. Ask the institution before you apply.',
      ],
    ),
  },
];
