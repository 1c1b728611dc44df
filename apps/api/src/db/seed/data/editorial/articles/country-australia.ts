import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the seed's November 2026 rate of about ₹58.5 per Australian dollar.
const common = { author: 'priya-menon', updatedOn: '2026-11-02' } as const;

export const AUSTRALIA_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    slug: 'study-in-australia',
    category: 'study-in-australia',
    title: 'Study in Australia for Indian Students: Universities, Costs, Visa and Work Rights (2027)',
    summary:
      'A complete guide to studying in Australia from India: how the system works, what it costs, the Student visa (subclass 500), intakes, work rights and the post-study work visa.',
    tags: ['australia', 'study-abroad', 'masters', 'student-visa'],
    publishedOn: '2025-07-14',
    trendingRank: 31,
    body: [
      p(
        'Australia is one of the most popular destinations for Indian students, and India is one of its two largest sources of international students. The reasons are clear: globally ranked universities, teaching in English, a big Indian community in Melbourne and Sydney, and, under the India–Australia Economic Cooperation and Trade Agreement (ECTA), longer post-study work rights for Indian graduates than most other nationalities get. It is also one of the more expensive choices, and the rules have tightened since 2024, so this guide sets out what to expect before you apply.',
      ),
      h2('Why Indian students choose Australia'),
      ul(
        'Nine universities in the QS World University Rankings 2026 top 100, including the University of Melbourne (19th), UNSW Sydney (20th) and the University of Sydney (25th).',
        'Most universities accept a three-year Indian bachelor’s degree for a coursework master’s, sometimes placing you in a longer two-year programme.',
        'You can work 48 hours per fortnight during semesters and unlimited hours in scheduled breaks.',
        'Indian graduates can get a Temporary Graduate visa (subclass 485) of up to 3 years after a master’s and up to 4 years after a PhD.',
        'Every course open to international students is listed on the CRICOS register, and the ESOS Act protects your fees if a provider closes.',
      ),
      h2('How the system works'),
      p(
        'Higher education follows the Australian Qualifications Framework. A bachelor’s degree usually takes three years (four for engineering or honours), and a coursework master’s takes one and a half to two years. Alongside the universities there are TAFE institutes and private colleges offering vocational diplomas. The academic year runs from late February to November in two semesters; some institutions use trimesters.',
      ),
      p(
        'Indian students mostly choose a coursework master’s in IT, data science, engineering management, business analytics, nursing or professional accounting. Compare institutions on our [Australian universities](/australia/universities) page, and read the full Australia country guide there for quick facts and sources.',
      ),
      h2('What it costs'),
      table(
        'Typical yearly costs for an Indian student in Australia',
        ['Item', 'AUD per year', 'Approx. ₹ per year'],
        ['Coursework master’s tuition', '32,000–55,000', '₹18.7–32.2 lakh'],
        ['Bachelor’s tuition', '30,000–50,000', '₹17.6–29.3 lakh'],
        ['Vocational diploma (VET/TAFE)', '10,000–25,000', '₹5.9–14.6 lakh'],
        ['Living costs (visa minimum)', '29,710', '₹17.4 lakh'],
        ['Realistic living costs in Sydney or Melbourne', '24,000–36,000', '₹14–21 lakh'],
      ),
      p(
        'The AUD 29,710 living-cost figure is what the Department of Home Affairs asks you to show for the visa; it is not a comfortable budget in Sydney. See our [cost of studying in Australia](/articles/cost-of-studying-in-australia) and [cost of living in Australia](/articles/cost-of-living-in-australia) guides for city-by-city numbers.',
      ),
      h2('Entry requirements'),
      table(
        'What Australian universities usually ask Indian applicants for',
        ['Requirement', 'Typical expectation'],
        ['Academic record', 'Bachelor’s with 60–70% for Group of Eight universities, lower for others'],
        ['English', 'IELTS Academic 6.5 overall (no band below 6.0), or an equivalent PTE or TOEFL score'],
        ['Statement', 'Genuine Student answers and, for many courses, a statement of purpose'],
        ['Work experience', 'Needed for MBAs and some management master’s'],
      ),
      p(
        'Most universities accept [IELTS](/exam/ielts), PTE Academic and TOEFL iBT; check the exact score for your course, because nursing, teaching and law often ask for more.',
      ),
      h2('The Student visa in brief'),
      p(
        'You apply online for the Student visa (subclass 500) once you have a Confirmation of Enrolment (CoE). The base fee has been AUD 2,000 since 1 July 2025. You answer the Genuine Student questions, show funds, buy Overseas Student Health Cover (OSHC) and complete a health examination. The government also sets a yearly National Planning Level for new international students (295,000 commencements for 2026), so applications to providers over their allocation are processed more slowly. Our [Australia student visa guide](/articles/australia-student-visa) walks through every step.',
      ),
      h2('Intakes and timeline'),
      ol(
        'Shortlist courses and take IELTS or PTE 12 months before your start date.',
        'Apply between August and November for February, or February to April for July.',
        'Accept your offer, pay the deposit and receive your CoE.',
        'Lodge the visa at least 8 weeks before classes start.',
        'Book accommodation and flights once the visa is granted.',
      ),
      tip(
        'Apply early in each cycle. With enrolment planning levels in place, universities fill their international places and some close applications before the published deadline.',
      ),
      h2('Work during and after your studies'),
      p(
        'The national minimum wage is around AUD 25 an hour, and casual jobs pay a loading on top, so part-time work can cover a good share of your living costs but not your tuition. After graduating, the Temporary Graduate visa lets you work full-time: under ECTA, Indian nationals can get up to 2 years after a bachelor’s, 3 years after a master’s and 4 years after a PhD. Read [post-study work in Australia](/articles/post-study-work-visa-australia) for the conditions.',
      ),
      warn(
        'Be wary of agents who push a cheap private college because it is easy to get into. Check the CRICOS code and the provider’s record, and remember that the 485 visa needs at least two academic years of study in Australia.',
      ),
    ],
    faqs: faqs(
      [
        'Is Australia good for Indian students in 2027?',
        'Yes, if you choose a recognised university and budget properly. You get strong universities, work rights of 48 hours per fortnight and, as an Indian national, up to 3 years of post-study work after a master’s. The trade-off is cost: plan for AUD 32,000–55,000 in master’s tuition plus at least AUD 29,710 a year to live on.',
      ],
      [
        'Can I study in Australia after a three-year degree?',
        'Yes. Most Australian universities accept a three-year Indian bachelor’s (BSc, BCom, BCA, BA) for a coursework master’s, though some place you in a two-year programme rather than a one-and-a-half-year one.',
      ],
      [
        'Which IELTS score do I need for Australia?',
        'Most universities ask for IELTS Academic 6.5 overall with no band below 6.0. The visa itself usually needs 6.0 overall, and the post-study work visa needs 6.5.',
      ],
      [
        'How long does the Australian student visa take?',
        'Often 4–8 weeks for a complete application, but it varies by provider and season. Lodge as soon as you receive your CoE.',
      ],
    ),
  },
  {
    ...common,
    slug: 'australia-student-visa',
    category: 'study-in-australia',
    title: 'Australia Student Visa (Subclass 500) for Indians: Fee, Funds, Genuine Student and Steps',
    summary:
      'How Indian students apply for the Australian Student visa (subclass 500): the AUD 2,000 fee, the AUD 29,710 funds rule, the Genuine Student questions, OSHC and processing times.',
    tags: ['australia', 'student-visa', 'subclass-500', 'proof-of-funds'],
    publishedOn: '2025-08-21',
    trendingRank: 35,
    body: [
      p(
        'Every Indian student going to Australia for a course longer than three months needs the Student visa (subclass 500). It lets you stay for the length of your course, work 48 hours per fortnight during semesters, and bring eligible family members if you can fund them. The process is online, and most refusals come from weak Genuine Student answers or funds that cannot be explained, so this guide concentrates on those.',
      ),
      h2('Key facts'),
      table(
        'Student visa (subclass 500) at a glance',
        ['Item', 'Detail'],
        ['Base application fee', 'AUD 2,000 (about ₹1.17 lakh), from 1 July 2025'],
        ['Living costs to show', 'AUD 29,710 for 12 months (from 10 May 2024), plus tuition and travel'],
        ['Alternative to savings', 'A parent or spouse earning at least AUD 87,856 a year'],
        ['English for the visa', 'Usually IELTS Academic 6.0 overall, or an equivalent PTE or TOEFL score'],
        [
          'Health cover',
          'Overseas Student Health Cover (OSHC) for the whole stay, about AUD 700 a year for a single student',
        ],
        ['Processing', 'Often 4–8 weeks for a complete application'],
      ),
      h2('Documents you need'),
      ul(
        'Confirmation of Enrolment (CoE) for a full-time, CRICOS-registered course',
        'Valid passport',
        'Genuine Student (GS) answers, with documents that support them',
        'English test score report',
        'Evidence of funds: bank statements, education loan sanction letter or parental income evidence',
        'OSHC policy covering the whole visa period',
        'Academic transcripts, degree certificates and work experience letters',
        'Health examination (booked through the panel physician list) and biometrics',
      ),
      p(
        'Our [documents checklist](/articles/documents-required-to-study-abroad) covers the general papers every destination asks for.',
      ),
      h2('The Genuine Student requirement'),
      p(
        'Since 23 March 2024 the Genuine Student requirement has replaced the old Genuine Temporary Entrant statement. Instead of one long essay, you answer specific questions in the application, each up to about 150 words:',
      ),
      ol(
        'Your current circumstances: family, community, employment and economic ties to India.',
        'Why you chose this course and this provider, and what you know about them.',
        'How the course relates to your previous study or work and what it will do for your career.',
        'Any other relevant information, such as gaps in study or previous visa refusals.',
      ),
      tip(
        'Be specific and consistent. Name the modules that matter to you, the salary or role the course leads to in India, and attach evidence (employment letters, offer of a job back home, family property). Copied text from an agent’s template is easy to spot and a common reason for refusal.',
      ),
      h2('How much money you must show'),
      table(
        'Financial capacity for one year',
        ['Item', 'AUD', 'Approx. ₹'],
        ['Living costs, student', '29,710', '₹17.4 lakh'],
        ['Living costs, partner', '10,394', '₹6.1 lakh'],
        ['Living costs, each child', '4,449', '₹2.6 lakh'],
        ['Travel', '2,500–3,000', '₹1.5–1.8 lakh'],
        ['First-year tuition', 'As on your CoE, minus any amount already paid', 'Varies'],
      ),
      p(
        'Funds can be savings held by you or close family for a reasonable period, a loan from a recognised bank, or a scholarship. Large unexplained deposits shortly before you apply cause problems. Use our [education loan calculator](/calculator/education-loan) to plan a loan, and read our [education loan guide](/articles/education-loan-for-study-abroad).',
      ),
      h2('Step-by-step application'),
      ol(
        'Accept your offer, pay the deposit and OSHC, and receive your CoE.',
        'Create an ImmiAccount and fill in the subclass 500 form.',
        'Answer the Genuine Student questions and upload documents.',
        'Pay the AUD 2,000 fee (plus charges for family members).',
        'Book the health examination and give biometrics at a VFS centre when asked.',
        'Wait for the decision; respond quickly to any request for more information.',
      ),
      h2('Visa conditions to remember'),
      ul(
        'Condition 8105: no more than 48 hours of work per fortnight while your course is in session.',
        'Condition 8202: stay enrolled, attend classes and make satisfactory progress.',
        'Condition 8501: keep OSHC for your whole stay.',
        'Condition 8533: tell your provider your address within 7 days of arriving and of any change.',
      ),
      warn(
        'The government processes applications by its enrolment planning levels: if your provider has used its allocation for the year, your visa can take much longer. Apply early and prefer providers with a strong visa record.',
      ),
    ],
    faqs: faqs(
      [
        'What is the Australian student visa fee for Indians?',
        'The base application charge is AUD 2,000 (about ₹1.17 lakh) from 1 July 2025. Each adult and child you include pays an extra charge.',
      ],
      [
        'Can I show an education loan as proof of funds?',
        'Yes. A sanction letter from a recognised bank or financial institution is accepted, along with savings and the other forms of evidence listed by Home Affairs.',
      ],
      [
        'Is an interview part of the Australian student visa?',
        'Not usually. Decisions are made on the documents, but Home Affairs can call you to clarify your Genuine Student answers, so know your course and plans well. Prepare as you would for an interview.',
      ],
      [
        'Can my spouse work in Australia on my student visa?',
        'If you are studying a master’s or doctorate, your partner generally gets unlimited work rights. For other courses, partners are limited to 48 hours per fortnight.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-studying-in-australia',
    category: 'cost-of-study',
    title: 'Cost of Studying in Australia for Indian Students: Tuition, Visa, OSHC and Total Budget',
    summary:
      'What a degree in Australia really costs an Indian student: tuition by level, the visa fee, health cover, flights and living costs, with rupee figures and ways to bring the total down.',
    tags: ['australia', 'cost-of-study', 'tuition-fees', 'budget'],
    publishedOn: '2025-09-08',
    body: [
      p(
        'Australia is one of the costlier study destinations, so a written budget is the best protection against surprises. This guide adds up the one-time and yearly costs for an Indian student, in Australian dollars and rupees at about ₹58.5 per dollar.',
      ),
      h2('Tuition fees by level'),
      table(
        'Yearly tuition for international students',
        ['Level', 'AUD per year', 'Approx. ₹ per year'],
        ['Bachelor’s (most courses)', '30,000–50,000', '₹17.6–29.3 lakh'],
        ['Coursework master’s', '32,000–55,000', '₹18.7–32.2 lakh'],
        ['MBA', '40,000–90,000', '₹23.4–52.7 lakh'],
        ['Vocational diploma (VET/TAFE)', '10,000–25,000', '₹5.9–14.6 lakh'],
        ['PhD (many receive fee waivers)', '30,000–50,000', '₹17.6–29.3 lakh'],
      ),
      p(
        'Medicine, veterinary science and some engineering degrees cost more than these ranges. A typical year of a coursework master’s is about AUD 50,000 at a Sydney Group of Eight university and AUD 48,000 at the University of Melbourne. Universities in Adelaide, Perth, Brisbane and regional cities often charge less.',
      ),
      h2('One-time costs before you fly'),
      table(
        'Costs you pay in India',
        ['Item', 'Amount', 'Approx. ₹'],
        ['Student visa (subclass 500)', 'AUD 2,000 (from 1 July 2025)', '₹1.17 lakh'],
        ['IELTS or PTE', 'Set by the test provider in rupees', '₹18,000'],
        ['Health examination and biometrics', 'Panel clinic and VFS charges', '₹6,000–10,000'],
        ['One-way flight to Sydney or Melbourne', 'Economy', '₹58,000–60,000'],
        ['OSHC for the first year', 'About AUD 700, single cover', '₹41,000'],
      ),
      h2('Yearly living costs'),
      p(
        'The visa asks you to show AUD 29,710 a year for living costs (about ₹17.4 lakh). In practice most single students spend AUD 2,000–3,000 a month including rent, depending on the city and the kind of room. Our [cost of living in Australia](/articles/cost-of-living-in-australia) guide breaks this down for Sydney and Melbourne.',
      ),
      h2('Total for a two-year master’s'),
      table(
        'Estimated total for a two-year coursework master’s in Melbourne',
        ['Item', 'AUD', 'Approx. ₹'],
        ['Tuition (2 × 48,000)', '96,000', '₹56.2 lakh'],
        ['Living costs (24 months × about 2,300)', '55,200', '₹32.3 lakh'],
        ['OSHC for the visa period', 'About 1,500', '₹0.9 lakh'],
        ['Visa fee, flights and setting up', 'About 4,500', '₹2.6 lakh'],
        ['Total', 'About 157,000', 'About ₹92 lakh'],
      ),
      p(
        'Part-time work (48 hours per fortnight at around AUD 25 an hour) can realistically cover a large share of living costs after the first few months, which brings the amount you need to fund from India down. Run your own figures in our [expense calculator](/expense-calculator).',
      ),
      h2('Paying fees from India'),
      p(
        'Tuition is paid to the university in Australian dollars, usually one semester at a time. You send the money under the Reserve Bank of India’s Liberalised Remittance Scheme (LRS) through your bank or a licensed forex provider, quoting the university’s invoice. Since 1 April 2025, tax collected at source (TCS) does not apply to education remittances funded by a loan from a recognised financial institution, and remittances for education paid from your own money attract 5% TCS only on the amount above ₹10 lakh in a financial year. TCS is not a cost: it is credited against your (or your parent’s) income tax.',
      ),
      ul(
        'Compare your bank’s exchange rate and charges with forex providers: a 1–2% difference on AUD 48,000 is ₹28,000–56,000.',
        'Budget for currency movement: if the rupee weakens by 5% against the Australian dollar, a AUD 96,000 two-year tuition bill costs about ₹2.8 lakh more.',
        'Keep every remittance advice and Form A2; you need them for tax and they support your visa file.',
      ),
      h2('How to reduce the cost'),
      ul(
        'Apply for merit scholarships: most universities offer 10–30% tuition reductions to Indian applicants with strong marks. See [scholarships in Australia](/articles/scholarships-in-australia).',
        'Choose a city with lower rent, such as Adelaide, Perth or Brisbane, or a regional campus (which can also extend your post-study work visa).',
        'Check whether your course has a one-and-a-half-year version if you hold a relevant four-year degree.',
        'Share a flat rather than living in a single university residence room.',
      ),
      tip(
        'Fees are charged per credit point and usually rise every year. Budget for the increase in your second year rather than assuming the first-year figure.',
      ),
      warn(
        'Paying a cheap college’s fee is not a saving if the course does not lead to the job or visa you want. Check that it is CRICOS-registered and that a two-year course counts towards the 485 visa.',
      ),
    ],
    faqs: faqs(
      [
        'How much does a master’s in Australia cost in rupees?',
        'Tuition is usually ₹18.7–32.2 lakh a year. With living costs, a two-year master’s in Melbourne or Sydney typically totals ₹80–95 lakh before part-time earnings and scholarships.',
      ],
      [
        'Which is the cheapest city to study in Australia?',
        'Adelaide, Perth, Brisbane and regional cities such as Hobart and Wollongong have lower rents than Sydney and Melbourne, and some of their universities charge lower fees.',
      ],
      [
        'Do I have to pay all the tuition before the visa?',
        'No. You pay the deposit the university asks for (often one semester) to get your CoE, and you show the rest of the first year’s tuition as available funds.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-living-in-australia',
    category: 'cost-of-study',
    title: 'Cost of Living in Australia for Indian Students: Rent, Food and Transport by City',
    summary:
      'Monthly living costs in Sydney, Melbourne and other Australian cities for students from India: rent, groceries, transport, health cover and phone bills, in AUD and rupees.',
    tags: ['australia', 'cost-of-living', 'accommodation', 'budget'],
    publishedOn: '2025-09-15',
    body: [
      p(
        'Rent decides most of your budget in Australia. A student sharing a house in Melbourne can live on around AUD 2,300 a month, while a single room in a Sydney university residence pushes the total towards AUD 3,000. This guide gives realistic monthly figures so you can plan beyond the visa minimum.',
      ),
      h2('The visa figure versus real life'),
      p(
        'For the Student visa you must show AUD 29,710 a year (about ₹17.4 lakh), roughly AUD 2,475 a month. It is a legal minimum, not a comfortable budget in the big cities: most single students spend AUD 2,000–3,000 a month including rent.',
      ),
      h2('Monthly costs by item'),
      table(
        'Typical monthly living costs for a single student',
        ['Item', 'AUD per month', 'Approx. ₹ per month'],
        ['Accommodation (shared room or student housing)', '900–2,000', '₹52,700–1,17,000'],
        ['Groceries and eating out', '400–700', '₹23,400–41,000'],
        ['Public transport', '100–200', '₹5,900–11,700'],
        ['OSHC (single cover)', '50–75', '₹2,900–4,400'],
        ['Phone, internet and utilities', '100–250', '₹5,900–14,600'],
      ),
      h2('Sydney and Melbourne compared'),
      table(
        'Monthly costs in the two biggest student cities',
        ['Item', 'Sydney (AUD)', 'Melbourne (AUD)'],
        ['University residence, single room', '1,900', '1,700'],
        ['Room in a shared flat', '1,600 (Kensington, Randwick)', '1,400 (Carlton, Brunswick)'],
        ['Food', '600', '550'],
        ['Transport', '200 (Opal adult fares)', '90 (iUSEpass share)'],
        ['Miscellaneous', '250', '220'],
        ['Total with a shared flat and OSHC', 'About 2,710 (₹1.59 lakh)', 'About 2,320 (₹1.36 lakh)'],
      ),
      p(
        'International students in New South Wales do not get concession fares on Opal, which is why transport costs more in Sydney. In Victoria, international students can buy the discounted iUSEpass. Compare more cities in our [expense calculator](/expense-calculator).',
      ),
      h2('Accommodation options'),
      h3('University and purpose-built student housing'),
      p(
        'Convenient and furnished, with bills included, but the most expensive per room; around AUD 440 a week at a Sydney university residence. Apply as soon as you accept your offer.',
      ),
      h3('Shared houses and flats'),
      p(
        'The usual choice after the first semester. Rooms are rented weekly, with a bond of four weeks’ rent held by the state bond authority. Suburbs a few train stops from campus are noticeably cheaper.',
      ),
      h3('Homestay'),
      p(
        'Living with a local family, with meals included. A good first-month option if you arrive young or alone.',
      ),
      tip(
        'Book two to four weeks of temporary accommodation and inspect shared rooms in person before signing. Always pay the bond through the official state bond scheme and get a written lease.',
      ),
      warn(
        'Rental scams targeting new arrivals are common: never send a deposit for a room you have not seen or cannot verify, however good the price.',
      ),
      h2('Your first month: setting-up costs'),
      p(
        'The first weeks cost more than any later month, because you pay for temporary accommodation and a rental bond before your first payslip. A typical list for a student sharing a flat in Sydney or Melbourne:',
      ),
      table(
        'One-time costs on arrival',
        ['Item', 'AUD', 'Approx. ₹'],
        ['Temporary accommodation for two weeks', '600–1,000', '₹35,000–58,500'],
        ['Rental bond (four weeks’ rent)', '1,300–1,500', '₹76,000–88,000'],
        ['Two weeks’ rent in advance', '650–750', '₹38,000–44,000'],
        ['Bedding, kitchen items and a SIM card', '250–400', '₹14,600–23,400'],
        ['Transport card top-up and groceries', '200–300', '₹11,700–17,600'],
      ),
      p(
        'Arrive with AUD 3,500–4,500 (about ₹2–2.6 lakh) available on a forex card or in an Australian account opened before you fly, in addition to your tuition.',
      ),
      h2('How students keep costs down'),
      ul(
        'Shop at Aldi and Indian grocery stores and cook at home; eating out costs AUD 20–30 a meal.',
        'Use a prepaid SIM plan; AUD 30–40 a month is typical.',
        'Take a part-time job after you settle in: 48 hours per fortnight at around AUD 25 an hour can cover much of your rent. See [part-time jobs in Australia](/articles/part-time-jobs-in-australia).',
        'Consider Adelaide, Perth or Brisbane, where rents are lower than in Sydney.',
      ),
      p(
        'For tuition and one-time costs, read [cost of studying in Australia](/articles/cost-of-studying-in-australia).',
      ),
    ],
    faqs: faqs(
      [
        'How much money does a student need per month in Australia?',
        'Plan for AUD 2,000–3,000 a month (about ₹1.2–1.75 lakh) including rent. Melbourne with a shared room is around AUD 2,300; Sydney is closer to AUD 2,700.',
      ],
      [
        'Is Melbourne cheaper than Sydney for students?',
        'Yes, mainly because rooms cost about AUD 200 a month less and international students can buy the discounted iUSEpass for public transport.',
      ],
      [
        'Can part-time work cover living costs in Australia?',
        'Often most of them, once you find a job. Working 24 hours a week at around AUD 25 an hour earns about AUD 2,400 a month before tax, but jobs take time to find, so bring enough for your first three months.',
      ],
      [
        'How much money should I bring when I first arrive in Australia?',
        'About AUD 3,500–4,500 (₹2–2.6 lakh) for temporary accommodation, a rental bond, rent in advance and basic household items, separate from your tuition.',
      ],
    ),
  },
  {
    ...common,
    slug: 'scholarships-in-australia',
    category: 'scholarships',
    title: 'Scholarships in Australia for Indian Students: University, Government and Research Awards',
    summary:
      'The scholarships Indian students can realistically get in Australia: university merit awards, the Sydney Scholars India program, Destination Australia, Research Training Program and more.',
    tags: ['australia', 'scholarships', 'masters', 'phd'],
    publishedOn: '2025-10-06',
    body: [
      p(
        'Most Australian scholarships for Indian students are partial tuition awards given by universities on academic merit. Fully funded places exist mainly for research degrees. This guide lists the main types, what they usually pay, and how to improve your chances.',
      ),
      h2('Types of scholarships'),
      table(
        'Scholarships open to Indian students in Australia',
        ['Scholarship', 'Level', 'Usual value', 'How you apply'],
        [
          'University merit scholarships',
          'Bachelor’s and master’s',
          'Often 10–30% of tuition, or a fixed sum per year',
          'Often automatic with your offer; some need a form',
        ],
        [
          'Sydney Scholars India Scholarship',
          'Bachelor’s and master’s',
          'Several award sizes towards tuition, most for the first year',
          'Through the University of Sydney portal after an offer',
        ],
        [
          'Destination Australia',
          'Certificate IV to PhD',
          'Up to AUD 15,000 a year',
          'Through participating regional institutions',
        ],
        [
          'Research Training Program (RTP)',
          'PhD and research master’s',
          'Tuition offset and a living stipend',
          'With your research degree application',
        ],
        [
          'Australia Awards',
          'Master’s and PhD',
          'Fully funded',
          'Only for citizens of participating countries',
        ],
      ),
      h2('University merit scholarships'),
      p(
        'Nearly every Australian university offers Indian applicants a merit award, usually a percentage reduction on tuition for the whole course as long as you keep a minimum grade average. Some, like the [Sydney Scholars India Scholarship](/articles/sydney-scholars-india-scholarship), are specific to Indian citizens. Values and cut-offs change each year, so read the current rules on the university’s scholarship page.',
      ),
      tip(
        'Many merit awards are assessed on the marks in your application, with no separate form. Apply early in the cycle, when scholarship budgets are still open, and ask the university in writing whether you were considered.',
      ),
      h2('Destination Australia'),
      p(
        'The Australian Government funds Destination Australia scholarships for domestic and international students who study and live in regional Australia. Awards of up to AUD 15,000 a year are made by participating institutions. Studying regionally can also extend your post-study work visa; see [post-study work in Australia](/articles/post-study-work-visa-australia).',
      ),
      h2('Research Training Program and research degrees'),
      p(
        'For a PhD or a master’s by research, the Research Training Program funds tuition and, for many students, a living stipend. Universities run their own rounds, usually twice a year. A strong research proposal, publications and a supervisor who supports your application matter more than marks alone.',
      ),
      h2('What about Australia Awards?'),
      warn(
        'Australia Awards Scholarships are the government’s development scholarships and are offered only to citizens of participating countries. Check the current country list in our [Australia Awards guide](/articles/australia-awards-scholarship) before you plan around them.',
      ),
      h2('A realistic funding plan'),
      p(
        'Scholarships make the biggest difference when they are combined with a sensible choice of course and city. Taking a two-year master’s at the University of Melbourne (about AUD 48,000 a year) as an example:',
      ),
      table(
        'How a merit award changes a two-year tuition bill',
        ['Scenario', 'Tuition (AUD)', 'Approx. ₹'],
        ['No scholarship', '96,000', '₹56.2 lakh'],
        ['20% merit scholarship', '76,800', '₹44.9 lakh'],
        ['30% merit scholarship', '67,200', '₹39.3 lakh'],
      ),
      h3('Conditions to read before you accept'),
      ul(
        'Most merit awards need you to keep a minimum grade average every semester; falling below it ends the award.',
        'Awards are usually tied to full-time study in the course you were offered; changing course or deferring can cancel them.',
        'The reduction often applies to the standard course length only, not to extra semesters.',
      ),
      h2('How to improve your chances'),
      ol(
        'Keep your academic record strong; most awards are merit-based on your percentage or CGPA. Convert it with our [CGPA to GPA calculator](/cgpa-to-gpa-calculator) to see how it reads abroad.',
        'Apply before the main deadlines, often several months before the intake.',
        'For research degrees, contact potential supervisors with a focused proposal.',
        'Write a clear statement of purpose linking your background to the course.',
      ),
      p(
        'Scholarships rarely cover living costs, so budget at least AUD 29,710 a year, the visa living-cost figure, and plan an [education loan](/articles/education-loan-for-study-abroad) for any gap.',
      ),
    ],
    faqs: faqs(
      [
        'Can Indian students get a fully funded scholarship in Australia?',
        'Rarely for coursework degrees. Fully funded places are mostly for PhD and research master’s students through the Research Training Program and university research scholarships.',
      ],
      [
        'Are Australia Awards open to Indians?',
        'Australia Awards are offered only to citizens of participating countries. Check the current list on the Australia Awards site before applying.',
      ],
      [
        'Do Australian scholarships cover living costs?',
        'Most coursework scholarships only reduce tuition. Research scholarships and Destination Australia awards contribute to living costs.',
      ],
      [
        'When should I apply for scholarships in Australia?',
        'With your admission application or soon after your offer. For February intakes that usually means August to October of the previous year.',
      ],
    ),
  },
  {
    ...common,
    slug: 'part-time-jobs-in-australia',
    category: 'jobs-and-salary',
    title: 'Part-Time Jobs in Australia for Indian Students: Work Hours, Pay and How to Find Work',
    summary:
      'How many hours international students can work in Australia, what part-time jobs pay, common student jobs, tax file numbers and how to stay within your visa conditions.',
    tags: ['australia', 'part-time-jobs', 'work-rights', 'student-life'],
    publishedOn: '2025-10-20',
    body: [
      p(
        'Australia gives students some of the most generous work rights of any destination: 48 hours per fortnight during semesters and unlimited hours in scheduled breaks. With minimum wages around AUD 25 an hour, part-time work can cover a large share of your living costs. Here is how the rules work and how Indian students find jobs.',
      ),
      h2('How many hours you can work'),
      table(
        'Work limits on the Student visa (subclass 500)',
        ['Period', 'Limit'],
        ['While your course is in session', '48 hours per fortnight'],
        ['Scheduled course breaks (between semesters)', 'Unlimited'],
        ['Work that is a formal part of the course (e.g. nursing placements)', 'Not counted'],
        ['Master’s by research and PhD, once the course has started', 'Unlimited'],
      ),
      p(
        'A fortnight is a fixed 14-day period starting on a Monday. You may work 30 hours one week and 18 the next, but never more than 48 in that period.',
      ),
      h2('What part-time jobs pay'),
      p(
        'Australia’s national minimum wage is around AUD 25 an hour, and it is reviewed every year from 1 July. Casual employees get a loading of 25% on top of the award rate, and weekend and public-holiday work often pays more again. Working 24 hours a week at AUD 25 earns about AUD 600 a week (roughly ₹35,000) before tax.',
      ),
      table(
        'Common student jobs',
        ['Job', 'Where to look', 'Notes'],
        ['Retail assistant', 'Supermarkets, clothing chains', 'Evening and weekend shifts'],
        [
          'Hospitality (café, restaurant, bar)',
          'Local businesses, job sites',
          'RSA certificate needed to serve alcohol',
        ],
        ['Warehouse and delivery', 'Logistics firms, agencies', 'Early-morning shifts'],
        ['Tutoring', 'Tutoring companies, university programmes', 'Good pay for maths and science'],
        ['On-campus work', 'University careers portal', 'Library, events, student ambassador roles'],
        ['Aged care and disability support', 'Care providers', 'Often needs a short certificate course'],
      ),
      h2('Before you start work'),
      ol(
        'Apply for a Tax File Number (TFN) online from the Australian Taxation Office; it is free.',
        'Open an Australian bank account and get your superannuation details ready (your employer pays super on top of wages).',
        'Know the award rate for your job on the Fair Work Ombudsman website.',
        'Keep every payslip: employers must give you one within one working day of payday.',
      ),
      tip(
        'Lodge a tax return each year after 30 June. Many students who earn only during part of the year get some or all of their tax back.',
      ),
      warn(
        'Cash-in-hand jobs below the legal wage are illegal and leave you without protection. Working more than 48 hours in a fortnight during semester breaches condition 8105 and can lead to your visa being cancelled. If an employer underpays you, the Fair Work Ombudsman can help, and seeking its help does not put your visa at risk.',
      ),
      h2('Your rights at work'),
      p(
        'International students have the same workplace rights as everyone else in Australia. Knowing them protects you from the underpayment that students too often accept:',
      ),
      ul(
        'You must be paid at least the award rate for your industry, including penalty rates for weekends, evenings and public holidays.',
        'Your employer must pay superannuation on top of your wages; the guarantee rate is 12% from 1 July 2025. When you leave Australia for good you can claim it back as a Departing Australia Superannuation Payment.',
        'Unpaid “trial shifts” beyond a short demonstration of your skills are not allowed.',
        'You are entitled to a payslip for every pay period and to safe working conditions.',
      ),
      h2('Finding your first job'),
      ul(
        'Start looking a week or two after arrival, once your TFN and bank account are ready.',
        'Write a one-page Australian-style resume with your availability clearly stated.',
        'Use your university careers service and job boards, and hand resumes in at local shops.',
        'Look for paid internships in your field in the second semester; they matter far more for your career than casual work.',
      ),
      p(
        'Part-time income helps with living costs, but it will not pay for tuition, so plan your finances first with our [cost of living in Australia](/articles/cost-of-living-in-australia) guide. For work after graduation, read [post-study work in Australia](/articles/post-study-work-visa-australia) and [jobs after a master’s in Australia](/articles/jobs-after-masters-in-australia).',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in Australia?',
        '48 hours per fortnight while the course is in session and unlimited hours during scheduled course breaks. Research students can work unlimited hours once their course has started.',
      ],
      [
        'How much can I earn part-time in Australia?',
        'At around AUD 25 an hour, 24 hours a week earns about AUD 600 before tax. Casual jobs pay a 25% loading and weekend rates are higher.',
      ],
      ['Can I work before my course starts?', 'No. You may start work only once your course has begun.'],
      [
        'Do I pay tax on part-time income in Australia?',
        'Yes, through your employer, using your Tax File Number. You lodge a tax return after 30 June and may get a refund if your income was low.',
      ],
    ),
  },
  {
    ...common,
    slug: 'post-study-work-visa-australia',
    category: 'jobs-and-salary',
    title: 'Post-Study Work Visa in Australia (Subclass 485) for Indian Graduates: Duration and Rules',
    summary:
      'The Temporary Graduate visa (subclass 485) for Indian graduates: how long you can stay under ECTA, the age, English and study requirements, regional extensions and what comes next.',
    tags: ['australia', 'post-study-work', 'subclass-485', 'careers'],
    publishedOn: '2025-11-10',
    body: [
      p(
        'After finishing your degree in Australia, the Temporary Graduate visa (subclass 485) lets you stay and work full-time for any employer. Indian graduates get longer stays than most nationalities thanks to the India–Australia Economic Cooperation and Trade Agreement (ECTA). Here is how it works in late 2026.',
      ),
      h2('How long you can stay'),
      table(
        'Post-Higher Education Work stream for Indian nationals (ECTA)',
        ['Qualification completed in Australia', 'Stay'],
        ['Bachelor’s degree', 'Up to 2 years'],
        ['Bachelor’s with first-class honours in STEM or ICT', 'Up to 3 years'],
        ['Master’s (coursework or research)', 'Up to 3 years'],
        ['PhD', 'Up to 4 years'],
      ),
      p(
        'Graduates of vocational courses apply under the Post-Vocational Education Work stream instead, which is shorter and needs a skills assessment in an occupation on the relevant list.',
      ),
      h2('Main requirements'),
      ul(
        'Age 35 or younger when you apply; graduates of a master’s by research or a PhD can apply while under 50.',
        'Australian study requirement: at least two academic years (92 weeks) of CRICOS-registered study in Australia.',
        'Apply within six months of your course completion, while holding (or having recently held) a Student visa.',
        'English: IELTS Academic 6.5 overall with at least 5.5 in each band, or an equivalent PTE or TOEFL score, taken within the required period.',
        'Health insurance for your stay, a health examination and an Australian Federal Police check.',
      ),
      tip(
        'Book your English test early in your final semester. Many students hold a visa score of 6.0, which is not enough for the 485; [PTE Academic](/exam/pte) and [IELTS](/exam/ielts) results usually arrive within a few days.',
      ),
      warn(
        'A one-year or one-and-a-half-year master’s on its own may not meet the two-academic-year study requirement. Check the CRICOS duration of your course before you enrol if post-study work matters to you.',
      ),
      h2('Extra time for regional study'),
      p(
        'If you studied at a regional campus and lived in a regional area, you can apply for a second 485 visa after your first one, provided you lived in a regional area while on the first visa. Graduates from Category 2 areas (such as Perth, Adelaide, Gold Coast, Canberra, Newcastle, Wollongong, Geelong and Hobart) can get one more year, and those from Category 3 areas (all other regional areas) two more years. Sydney, Melbourne and Brisbane are not regional.',
      ),
      h2('What you can do on the 485'),
      ul(
        'Work full-time in any job, for any employer, and change jobs freely.',
        'Travel in and out of Australia while the visa is valid.',
        'Include your partner and children in the application.',
        'Build the skilled work experience that many permanent and employer-sponsored visas ask for.',
      ),
      h2('When and how to apply'),
      ol(
        'In your last semester, book your English test and apply for an Australian Federal Police check.',
        'Once results are published, ask your university for a completion letter and academic transcript.',
        'Arrange health insurance that meets the visa rules for the whole stay.',
        'Lodge the application in ImmiAccount within six months of completing your course, while you are in Australia on your Student visa, and pay the application charge.',
        'Book the health examination and biometrics if asked.',
      ),
      p(
        'If your Student visa ends before a decision, you normally stay lawfully on a bridging visa. Check its work conditions in VEVO before you take full-time work.',
      ),
      h2('After the 485: routes to stay longer'),
      table(
        'Common next steps',
        ['Visa', 'What it is'],
        [
          'Skills in Demand visa (subclass 482)',
          'Employer-sponsored temporary visa that replaced the Temporary Skill Shortage visa in December 2024',
        ],
        ['Skilled Independent (subclass 189)', 'Permanent, points-tested, no sponsor'],
        ['Skilled Nominated (subclass 190)', 'Permanent, nominated by a state or territory'],
        ['Skilled Work Regional (subclass 491)', 'Provisional, for living and working in regional Australia'],
      ),
      p(
        'Permanent visas are competitive and depend on your occupation, points score and state nomination rounds. For the job market itself, read [jobs after a master’s in Australia](/articles/jobs-after-masters-in-australia) and our [study in Australia](/articles/study-in-australia) guide.',
      ),
    ],
    faqs: faqs(
      [
        'How many years of post-study work do Indian students get in Australia?',
        'Under ECTA, up to 2 years after a bachelor’s (3 with first-class honours in STEM or ICT), up to 3 years after a master’s and up to 4 years after a PhD, plus possible extra years for regional study.',
      ],
      [
        'What is the age limit for the 485 visa?',
        'You must be 35 or younger when you apply, unless you graduated from a master’s by research or a PhD, in which case you must be under 50.',
      ],
      [
        'What IELTS score do I need for the 485 visa?',
        'IELTS Academic 6.5 overall with at least 5.5 in each band, or an equivalent score in another accepted test.',
      ],
      [
        'Does the 485 visa lead to permanent residence?',
        'Not directly, but the Australian work experience it gives you counts towards skilled and employer-sponsored visas that can lead to permanent residence.',
      ],
    ),
  },
  {
    ...common,
    slug: 'intakes-in-australia',
    category: 'study-in-australia',
    title: 'Intakes in Australia 2027: February, July and November Intakes for Indian Students',
    summary:
      'Australia’s February, July and November intakes explained: which courses start when, application windows, visa timing and a month-by-month plan for Indian students.',
    tags: ['australia', 'intakes', 'admissions', 'deadlines'],
    publishedOn: '2026-01-12',
    body: [
      p(
        'Australian universities admit international students mainly twice a year: in February–March (Semester 1) and in July (Semester 2). Some universities and colleges also start courses in October–November. The February intake is the largest, but July offers almost as many courses, so you rarely need to wait a full year.',
      ),
      h2('The intakes at a glance'),
      table(
        'Australian intakes for 2027',
        ['Intake', 'Classes start', 'Apply between', 'Course choice'],
        [
          'Semester 1 (February)',
          'Late February–March (for example 22 February 2027)',
          'August and November of the previous year',
          'Widest',
        ],
        ['Semester 2 (July)', 'Late July (for example 26 July 2027)', 'February and April', 'Most courses'],
        [
          'Trimester 3 / November',
          'October–November',
          'By July–August',
          'Some universities and colleges only',
        ],
      ),
      p(
        'Start dates differ by university; check the academic calendar on each university’s site. Our [Australia page](/australia) lists the main intakes too.',
      ),
      h2('February or July?'),
      table(
        'Comparing the two main intakes',
        ['Factor', 'February', 'July'],
        ['Courses and scholarships', 'Most', 'Slightly fewer'],
        [
          'Fits the Indian academic calendar',
          'Gives a gap of several months after May–June results',
          'Natural for those graduating in May–June',
        ],
        [
          'Part-time jobs on arrival',
          'Easier, before the year gets busy',
          'Winter arrival; jobs available but fewer',
        ],
        ['Visa processing', 'Busy period from November to January', 'Busy from April to June'],
      ),
      p(
        'If you are finishing your degree in India in May or June, July of the following year or February after that are the realistic targets. Read [fall vs spring intake](/articles/fall-vs-spring-intake) for the same question across countries.',
      ),
      h2('Month-by-month plan for the February 2028 intake'),
      ol(
        'March–May 2027: shortlist universities and courses; take IELTS or PTE.',
        'June–August 2027: prepare your SOP, LORs and financial documents.',
        'August–October 2027: apply; many scholarships are assessed with the application.',
        'October–November 2027: accept your offer, pay the deposit and OSHC, receive your CoE.',
        'November–December 2027: lodge the Student visa, book the health examination.',
        'January–February 2028: book accommodation and flights; arrive for orientation week.',
      ),
      tip(
        'Aim to lodge your visa at least 8 weeks before classes start. Enrolment planning levels mean popular providers fill early, and visa processing slows as the intake approaches.',
      ),
      h2('Month-by-month plan for the July 2027 intake'),
      ol(
        'October–December 2026: shortlist and take your English test.',
        'January–March 2027: apply and gather financial documents.',
        'April 2027: accept your offer and receive your CoE.',
        'May 2027: lodge the visa.',
        'July 2027: travel and attend orientation.',
      ),
      warn(
        'Published deadlines are often the last date a university accepts applications, not the last date you can realistically get a visa in time. Offers made late may be deferred to the next intake.',
      ),
      h2('Documents to have ready'),
      ul(
        'Class 10 and 12 marksheets, degree certificate and semester-wise transcripts',
        'IELTS, PTE or TOEFL score report',
        'Statement of purpose and, for some courses, a CV and two references',
        'Work experience letters with dates and duties',
        'Passport, and evidence of funds for the Genuine Student and visa stage',
      ),
      p(
        'Get transcripts and degree certificates in their final form early; universities and the visa both rely on them, and Indian universities can take weeks to issue official copies.',
      ),
      h2('If you miss an intake'),
      p(
        'Most universities will defer an offer to the next intake if you ask before the start date, though scholarships may need to be re-assessed. Use the extra months to gain relevant work experience, improve your English score or build savings; each of these also strengthens your Genuine Student answers. Avoid taking a place in an unrelated course just to start sooner, because an unexplained change of field is a common reason for visa refusals.',
      ),
      h2('Before you apply'),
      p(
        'Check the English scores for your course with our [IELTS band calculator](/calculator/ielts-band), gather your documents using our [documents checklist](/articles/documents-required-to-study-abroad), and read the [Australia student visa guide](/articles/australia-student-visa) so nothing holds up your CoE.',
      ),
    ],
    faqs: faqs(
      [
        'Which is the main intake in Australia?',
        'The February–March intake (Semester 1) is the largest, with the most courses and scholarships. The July intake (Semester 2) is almost as large.',
      ],
      [
        'When should I apply for the February intake in Australia?',
        'Between August and November of the previous year, so that you can accept your offer, receive your CoE and lodge the visa by December–January.',
      ],
      [
        'Is there a November intake in Australia?',
        'Some universities using trimesters and some colleges start courses in October–November, but course choice is limited. Apply by July–August.',
      ],
      [
        'Can I defer my offer to the next intake in Australia?',
        'Usually yes, if you ask the university before the course starts. Scholarships attached to the offer may need to be re-assessed, and you will receive a new CoE for the later start date.',
      ],
    ),
  },
];
