import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

export const COMPARISON_ARTICLES: ArticleSeed[] = [
  {
    category: 'study-abroad-essentials',
    author: 'rohan-mehta',
    slug: 'gre-vs-gmat',
    title: 'GRE vs GMAT: Which Test Should You Take for an MS or MBA Abroad?',
    summary:
      'The GRE General Test and the GMAT Focus Edition compared: sections, timing, scoring, fees in India, retake rules and which programmes want which, with score targets.',
    tags: ['gre', 'gmat', 'mba', 'ms', 'entrance-tests'],
    publishedOn: '2025-05-19',
    updatedOn: '2026-10-16',
    trendingRank: 53,
    body: [
      p(
        'If you are applying for an MS or a PhD, the choice is usually made for you: graduate schools ask for the GRE, if they ask for a test at all. For an MBA or a business master’s the decision is real, because most business schools accept both tests and treat them equally. This guide compares the two as they are in late 2026, with the shorter GRE and the GMAT Focus Edition, the only version of the GMAT since February 2024.',
      ),
      h2('GRE and GMAT at a glance'),
      table(
        'GRE General Test and GMAT Focus Edition compared',
        ['Feature', 'GRE General Test', 'GMAT Focus Edition'],
        ['Run by', 'ETS', 'GMAC'],
        ['Mainly used for', 'MS, PhD and many MBA programmes', 'MBA and business master’s programmes'],
        ['Test time', '1 hour 58 minutes', '2 hours 15 minutes, plus an optional 10-minute break'],
        [
          'Sections',
          'Analytical Writing (one essay), Verbal Reasoning, Quantitative Reasoning',
          'Quantitative Reasoning, Verbal Reasoning, Data Insights',
        ],
        ['Scores', 'Verbal and Quant 130–170 each; Writing 0–6', '205–805 total; each section 60–90'],
        ['Fee in India', 'US$228', 'US$275 at a test centre; US$300 online'],
        [
          'Retakes',
          'Once every 21 days, up to five times in 12 months',
          'Up to five times in 12 months and eight in total, 16 days apart',
        ],
        ['Calculator', 'On-screen calculator in Quant', 'Only in Data Insights'],
        ['Validity', 'Five years', 'Five years'],
      ),
      p(
        'Both tests can be taken at a test centre or at home, and both are adaptive: on the GRE, your first Verbal and Quant sections decide the difficulty of the second; on the GMAT, every section adapts question by question. The GMAT lets you review and change up to three answers per section and choose the order of the sections.',
      ),
      h2('Which programmes want which test'),
      table(
        'Test by programme type',
        ['Programme', 'Test usually asked for'],
        ['MS in engineering, computer science or sciences (USA)', 'GRE, or no test at many universities'],
        ['PhD programmes', 'GRE where a test is required'],
        ['MBA at US and European business schools', 'GMAT or GRE, accepted equally at most schools'],
        ['Master in Management, MSc Finance, Business Analytics', 'GMAT or GRE at most schools'],
        ['Indian one-year MBAs such as ISB and IIM PGPX', 'GMAT, and GRE at some'],
      ),
      p(
        'Check each programme’s admissions page. Some business master’s programmes state a preference, and a few scholarships are tied to one test.',
      ),
      h2('How the content differs'),
      h3('Quantitative'),
      p(
        'GRE Quant covers arithmetic, algebra, geometry and data analysis, including quantitative comparison questions. GMAT Quant covers arithmetic and algebra through problem solving only, with no geometry, but its questions lean more on reasoning than on formulas.',
      ),
      h3('Verbal'),
      p(
        'GRE Verbal tests vocabulary directly through text completion and sentence equivalence, as well as reading comprehension. GMAT Verbal is reading comprehension and critical reasoning, so a strong reader with an average vocabulary often finds the GMAT easier.',
      ),
      h3('Data Insights and Writing'),
      p(
        'The GMAT’s Data Insights section mixes data sufficiency, tables, graphs and multi-source reasoning, which is close to everyday business analysis. The GRE keeps one 30-minute essay, the Analyze an Issue task; the GMAT has no essay.',
      ),
      h2('Score targets'),
      table(
        'Typical targets for competitive programmes',
        ['Goal', 'GRE', 'GMAT Focus Edition'],
        ['Top-20 US MS in CS or engineering', 'Quant 165–170, Verbal 155–160', 'Not usually accepted'],
        ['Good US MS programmes', 'Quant 160–165, Verbal 150–155', 'Not usually accepted'],
        ['M7 and top-10 MBA', 'Check each school’s class profile', '695–735'],
        ['Top-25 MBA and leading European schools', 'Check each school’s class profile', '645–695'],
        ['Indian one-year MBAs (ISB, IIM PGPX)', 'Accepted at some', '645–705'],
      ),
      h2('How to decide'),
      ol(
        'List your target programmes and check whether any of them accepts only one test.',
        'Take a free official practice test of each under timed conditions.',
        'Compare your results using the schools’ class profiles, not an unofficial conversion table.',
        'Choose the test where you are closer to your target, then prepare for eight to twelve weeks.',
        'Book a date at least two months before your first deadline to leave room for a retake.',
      ),
      tip(
        'If you are unsure whether you will apply for an MBA or a business-related MS, the GRE keeps both doors open because almost all business schools accept it.',
      ),
      p(
        'See the full details on the [GRE](/exam/gre) and [GMAT](/exam/gmat) pages, including the [GMAT exam fee](/exam/gmat/exam-fee), and read our [SOP for MBA](/articles/sop-for-mba) guide for the rest of your application.',
      ),
    ],
    faqs: faqs(
      [
        'Is the GRE easier than the GMAT?',
        'Neither is easier in general. Students strong in vocabulary and geometry often prefer the GRE; those strong in logical reasoning and data interpretation often prefer the GMAT. A practice test of each is the best guide.',
      ],
      [
        'Do business schools prefer the GMAT?',
        'Most top business schools state that they have no preference and accept both. A few programmes and scholarships mention the GMAT specifically, so check each school.',
      ],
      ['How long are GRE and GMAT scores valid?', 'Both are valid for five years.'],
      [
        'Does the GMAT still have an essay?',
        'No. The GMAT Focus Edition, the only version since February 2024, has three sections and no essay. The GRE keeps one essay.',
      ],
    ),
  },
  {
    category: 'study-abroad-essentials',
    author: 'kavya-nair',
    slug: 'ielts-vs-toefl-vs-pte',
    title: 'IELTS vs TOEFL vs PTE: Which English Test Should You Take in 2026?',
    summary:
      'IELTS, the redesigned TOEFL iBT and PTE Academic compared: format, length, scoring, fees in India, results time, and which countries accept each for admission and for the visa, plus where Duolingo fits.',
    tags: ['ielts', 'toefl', 'pte', 'duolingo', 'english-tests'],
    publishedOn: '2025-06-30',
    updatedOn: '2026-10-19',
    trendingRank: 54,
    body: [
      p(
        'All three tests measure the same four skills: listening, reading, writing and speaking. They differ in format, length, scoring and, most importantly, in which universities and visa authorities accept them. The TOEFL iBT changed substantially in January 2026, so older comparisons are out of date.',
      ),
      h2('The three tests at a glance'),
      table(
        'IELTS, TOEFL iBT and PTE Academic compared',
        ['Feature', 'IELTS Academic', 'TOEFL iBT', 'PTE Academic'],
        ['Run by', 'British Council, IDP and Cambridge (delivered in India by IDP)', 'ETS', 'Pearson'],
        ['Test time', '2 hours 45 minutes', 'About 90 minutes', 'About 2 hours'],
        [
          'Score scale',
          'Bands 1–9 in half bands',
          '1–6 bands since January 2026, with the 0–120 equivalent',
          '10–90',
        ],
        ['Fee in India', '₹18,000 (₹18,250 for IELTS for UKVI)', 'About US$200', '₹18,000'],
        [
          'Results',
          'A few days on computer; about two weeks on paper',
          'About 72 hours',
          'Usually within 48 hours',
        ],
        [
          'Speaking',
          'Face to face with an examiner',
          'Recorded on the computer',
          'Recorded and scored by machine',
        ],
        [
          'Where you take it',
          'Test centre, on computer or paper',
          'Test centre or at home',
          'Test centre, or at home with PTE Academic Online',
        ],
        ['Validity', 'Two years', 'Two years', 'Two years'],
      ),
      h2('Where each test is accepted'),
      table(
        'Admission and visa use by destination',
        ['Destination', 'IELTS Academic', 'TOEFL iBT', 'PTE Academic'],
        [
          'USA',
          'Accepted by most universities',
          'Accepted by almost every university',
          'Accepted by many universities',
        ],
        [
          'UK',
          'Accepted by universities; IELTS for UKVI is a visa test for study below degree level',
          'Accepted by many universities for admission',
          'Accepted by universities; PTE Academic UKVI is a visa test',
        ],
        [
          'Canada',
          'Accepted by universities; not accepted for the PGWP',
          'Accepted by universities; not accepted for the PGWP',
          'Accepted by universities; not accepted for the PGWP',
        ],
        [
          'Australia',
          'Accepted by universities and for the Student visa',
          'Accepted by universities and on the Home Affairs list',
          'Accepted by universities and for the Student visa',
        ],
        [
          'Germany, Ireland, France, Finland',
          'Widely accepted',
          'Widely accepted',
          'Accepted by a growing number',
        ],
      ),
      warn(
        'Canada’s Post-Graduation Work Permit needs a test from IRCC’s approved list, such as CELPIP-General, IELTS General Training or PTE Core. Plan a second test before graduating if you studied with IELTS Academic, TOEFL or PTE Academic.',
      ),
      h2('Comparing scores'),
      p(
        'Universities set their own minimum for each test, and the official score comparisons are published by the test owners. The CEFR levels below are a common reference point; use them to understand a requirement, not to convert an exact score.',
      ),
      table(
        'Approximate CEFR levels',
        ['CEFR level', 'IELTS band', 'TOEFL iBT band (1–6)', 'PTE Academic'],
        ['C1 (most competitive universities)', '7.0–8.0', '5–5.5', '76–84'],
        ['B2 (many undergraduate and master’s programmes)', '5.5–6.5', '4–4.5', '59–75'],
        ['B1 (pathway and foundation programmes)', '4.0–5.0', '3–3.5', '43–58'],
      ),
      p(
        "In practice, UK and Australian master's programmes commonly ask for IELTS 6.5 overall or PTE 58–65, and the most competitive programmes ask for IELTS 7.0 or more. Check each university’s page for both the overall score and the minimum in each skill.",
      ),
      h2('Which test suits you'),
      ul(
        'IELTS: if you prefer speaking to a person, want a paper option, or need one test accepted almost everywhere, including UK visa tests.',
        'TOEFL iBT: if you are applying mainly to US universities and want a shorter test with results in about three days.',
        'PTE Academic: if you are comfortable with computer-based tasks, want results within two days and are applying mainly to Australia, the UK or New Zealand.',
      ),
      tip(
        'Speaking on a computer feels different from speaking to an examiner. Try an official practice test of each format and choose the one in which you are most comfortable; a half band matters more than the test name.',
      ),
      h2('Where Duolingo fits'),
      p(
        'The Duolingo English Test costs US$70, takes about an hour at home, reports scores of 10–160 within about 48 hours, and is accepted by more than 6,000 programs. It is a good option for many US universities, but it is not accepted for UK or Australian visa purposes. Read more in [study abroad without IELTS](/articles/study-abroad-without-ielts).',
      ),
      p(
        'For fees, patterns and score details see the [IELTS](/exam/ielts), [TOEFL score](/exam/toefl/score) and [PTE](/exam/pte) pages, and estimate your band with the [IELTS band calculator](/calculator/ielts-band).',
      ),
    ],
    faqs: faqs(
      [
        'Which is easier: IELTS, TOEFL or PTE?',
        'None is easier for everyone. PTE suits students comfortable with computer tasks, TOEFL is the shortest since 2026, and IELTS suits students who prefer a face-to-face speaking test. Take a practice test of each.',
      ],
      [
        'How is the new TOEFL scored?',
        'Since January 2026 TOEFL iBT reports each section and the total on a 1–6 scale in half-band steps, aligned with the CEFR, and shows the 0–120 equivalent alongside during the transition.',
      ],
      [
        'Is PTE accepted in the UK?',
        'Yes. Most UK universities accept PTE Academic for admission, and PTE Academic UKVI is an approved Secure English Language Test for visas where one is needed.',
      ],
      [
        'How long are the scores valid?',
        'Two years for IELTS, TOEFL iBT and PTE Academic. Make sure your score is still valid on the date you apply for the visa, not only when you apply to the university.',
      ],
    ),
  },
  {
    category: 'study-abroad-essentials',
    author: 'rohan-mehta',
    slug: 'fall-vs-spring-intake',
    title: 'Fall vs Spring Intake: Which Is Better for Studying Abroad?',
    summary:
      'The fall (August–September) and spring (January) intakes compared for the USA, Canada, the UK and Ireland, with Australia’s and Germany’s semesters: programmes, funding, internships, deadlines and when spring is the better choice.',
    tags: ['intakes', 'fall-intake', 'spring-intake', 'usa', 'canada'],
    publishedOn: '2025-08-11',
    updatedOn: '2026-09-22',
    body: [
      p(
        'In the USA and Canada, “fall” means the intake that starts in August or September and “spring” or “winter” the one that starts in January. The UK and Ireland have similar September and January intakes, while Australia runs two main semesters in February and July and Germany has winter and summer semesters. Fall is the main intake almost everywhere in the northern hemisphere, but spring can be the right choice for some students.',
      ),
      h2('Intakes by country'),
      table(
        'Main and secondary intakes',
        ['Country', 'Main intake', 'Other intakes', 'When to apply for the main intake'],
        [
          'USA',
          'Fall: August–September',
          'Spring: January; Summer: May–June (few programmes)',
          'October–February; many funding deadlines in December–January',
        ],
        [
          'Canada',
          'Fall: September',
          'Winter: January; Spring/Summer: May',
          'Around October–January; popular college programmes fill by February–March',
        ],
        [
          'UK',
          'September–October',
          'January–February; April–May (limited)',
          'From October; popular courses fill by February–April',
        ],
        ['Ireland', 'September', 'January–February (limited)', 'October to May'],
        [
          'Australia',
          'Semester 1: February–March',
          'Semester 2: July (also a main intake)',
          'August–November of the previous year',
        ],
        [
          'Germany',
          'Winter semester: October',
          'Summer semester: April',
          'Usually by 15 July; many English-taught master’s by 31 March–31 May',
        ],
      ),
      h2('Fall and spring compared'),
      table(
        'Fall vs spring in the USA and Canada',
        ['Factor', 'Fall intake', 'Spring intake'],
        ['Programmes', 'Every programme admits', 'Fewer programmes, especially at top universities'],
        ['Funding', 'Most assistantships and scholarships are awarded', 'Limited; fewer assistantships'],
        [
          'Internships',
          'A full year of study before your first summer internship',
          'Only one semester before the first summer, so fewer internship chances',
        ],
        ['Application deadlines', 'December–February', 'August–October of the previous year'],
        ['Competition', 'More applicants, more seats', 'Fewer applicants, fewer seats'],
        ['Arrival', 'Late summer, easier to settle', 'Mid-winter; cold in Canada and the northern USA'],
      ),
      p(
        'For F-1 students the internship point matters: Curricular Practical Training normally requires one full academic year in status first, unless your graduate programme requires practical training from the start. A spring starter’s first summer therefore often comes too early for a CPT internship.',
      ),
      h2('When spring makes sense'),
      ul(
        'Your test scores, transcripts or documents will not be ready in time for fall deadlines.',
        'You were refused a visa or missed fall admission and want to avoid losing a full year.',
        'Your target programme runs a strong spring cohort, which is common in some US public universities and Canadian colleges.',
        'You want a few more months of work experience or savings before you go.',
      ),
      tip(
        'If you choose spring, ask the department whether core courses are offered in the spring semester; in some programmes the sequence assumes a fall start and spring students graduate a semester later.',
      ),
      h2('The UK and Ireland'),
      p(
        "Many UK universities run a January start for one-year master's courses, and Irish universities offer a smaller number. The course content is usually the same, but check the dissertation period and graduation date: a January starter finishes around the following January, which affects when you can apply for post-study work. For the UK this matters now, because the Graduate Route falls from two years to 18 months for applications made from 1 January 2027.",
      ),
      h2('Australia and Germany'),
      p(
        'Australia treats February and July as equal main intakes, so the choice depends mainly on when your documents and finances are ready; allow six to eight weeks for the visa. In Germany, far more English-taught master’s programmes start in the winter semester in October than in the summer semester in April.',
      ),
      h2('Planning backwards from your start date'),
      ol(
        'Twelve to fifteen months before: shortlist programmes and plan tests.',
        'Nine to twelve months before: take the GRE or GMAT and the English test.',
        'Eight to ten months before: write SOPs, request LORs and submit applications.',
        'Four to six months before: accept an offer, arrange funds and apply for the visa.',
      ),
      p(
        'Visa appointments in India are busiest in the summer before the fall intake, so book early; our [student visa interview tips](/articles/student-visa-interview-tips) explain what to prepare. Intakes and deadlines for each country are on our [USA](/usa) and [Canada](/canada) pages, and the [expense calculator](/expense-calculator) estimates your costs for the intake you choose.',
      ),
    ],
    faqs: faqs(
      [
        'Is the spring intake worse than fall?',
        'Not worse, but more limited. There are fewer programmes, less funding and fewer internship opportunities in the first year. For a student who is ready only by January, spring is better than waiting a year.',
      ],
      [
        'When should I apply for the fall 2027 intake in the USA?',
        'Between October 2026 and February 2027. Many funding and priority deadlines fall in December 2026 and January 2027.',
      ],
      [
        'Do universities give scholarships for spring?',
        'Some do, but most scholarships and assistantships are awarded for the fall intake. Ask each department about spring funding before you apply.',
      ],
      [
        'Which intake is best for Australia?',
        'Both February and July are main intakes. Choose the one that gives you enough time for your documents, funds and the visa.',
      ],
    ),
  },
  {
    category: 'cost-of-study',
    author: 'priya-menon',
    slug: 'cheapest-countries-to-study-abroad',
    title: 'Cheapest Countries to Study Abroad for Indian Students in 2026',
    summary:
      'Where tuition is low or free for Indian students: Germany, France, Italy, Finland with scholarships, Hungary and others, with real fees, living-cost requirements in rupees and the hidden costs to plan for.',
    tags: ['cost-of-study', 'budget', 'germany', 'france', 'scholarships'],
    publishedOn: '2025-07-14',
    updatedOn: '2026-11-06',
    trendingRank: 55,
    body: [
      p(
        'The cheapest places to study are not the cheapest places to live, and the cheapest degree is not always the best value. Still, several countries offer good public universities at a fraction of US, UK or Australian fees. This guide compares them with the fees and living-cost rules from our country pages, converted to rupees at November 2026 rates.',
      ),
      h2('Low-cost destinations compared'),
      table(
        'Tuition at public universities and living-cost rules (approximate ₹)',
        ['Country', 'Tuition per year', 'Living-cost funds for the visa', 'Good to know'],
        [
          'Germany',
          'Semester contribution only, about €300–700 a year (₹31,000–72,000)',
          '€11,904 a year in a blocked account (₹12.3 lakh)',
          'Baden-Württemberg charges non-EU students €1,500 a semester; TU Munich charges tuition',
        ],
        [
          'France',
          'About €2,900 for a Licence and €3,950 for a Master, plus the €105 CVEC (₹3–4.2 lakh); many universities exempt international students',
          'At least €615 a month (₹7.6 lakh a year)',
          'Most public university courses are in French',
        ],
        [
          'Italy',
          'Often €1,000–4,000, based on family income (₹1–4.1 lakh)',
          'Set each year by the government',
          'Regional DSU scholarships can cover fees, housing and meals',
        ],
        [
          'Finland',
          "€10,000–22,000 for a master's before scholarships of 50–100% (₹10.3–22.7 lakh)",
          '€800 a month (₹9.9 lakh a year)',
          'Scholarships are renewed only if you earn enough credits',
        ],
        [
          'Hungary',
          "HUF 1.4–3.6 million for a master's in English (₹3.7–9.4 lakh)",
          'No fixed amount; show you can cover your stay',
          'Stipendium Hungaricum offers about 200 fully funded places a year for India',
        ],
      ),
      p(
        'Read the full country pages for [Germany](/germany), [France](/france), [Finland](/finland) and [Hungary](/hungary) before you decide; each lists its official sources.',
      ),
      h2('Cheap tuition, real living costs'),
      p(
        'Living costs usually cost more than tuition in these countries. A realistic budget is about €1,000–1,300 a month in most German cities, €900–1,200 in Finland, and much more in Paris than in Lyon, Toulouse or Lille. In France most students can claim CAF housing aid, which often reduces rent by €80–200 a month. Use the [expense calculator](/expense-calculator) to build a city-level budget.',
      ),
      tip(
        'Choose the city as carefully as the country. Rent in Munich or Paris can cost twice as much as in Leipzig or Toulouse, and that difference over two years is larger than most scholarships.',
      ),
      h2('Other affordable options'),
      ul(
        'Japan: national universities charge about JPY 535,800 a year plus an admission fee, and the MEXT scholarship is fully funded, though Japanese is needed for most jobs.',
        'Malaysia: branch campuses of Monash, Nottingham, Heriot-Watt and Southampton cost much less than the home campuses, but there is no dedicated post-study work visa.',
        'Georgia, Kyrgyzstan and other Central Asian countries: popular for medicine, with English-taught MD programmes from about USD 3,000–8,000 a year.',
      ),
      warn(
        'For medicine, a cheap degree is worthless if it does not meet the National Medical Commission’s rules: NEET-UG before admission, at least 54 months of study in English and a 12-month internship at the same university. Check the course structure before paying.',
      ),
      h2('Hidden costs to budget for'),
      ol(
        'Visa and residence permit fees, for example €75 for a German national visa and €600 for a Finnish residence permit application',
        'Health insurance, which is mandatory everywhere; German public student insurance costs about €125–150 a month',
        'Blocked account or bank charges, and money transfer fees',
        'Flights and the first month’s rent plus a deposit, usually two to three months’ rent in Germany',
        'Language courses if your programme or part-time job needs German, French or Finnish',
      ),
      h2('What about the big English-speaking countries?'),
      p(
        "The USA, UK, Canada, Australia and Ireland are never cheap, but the gap can be smaller than it looks. A one-year UK or Irish master's means only one year of rent, and US graduate assistantships can waive tuition entirely. Compare the total for the whole degree, then decide with a [blocked account](/articles/blocked-account-germany) or an education loan in mind.",
      ),
    ],
    faqs: faqs(
      [
        'Which is the cheapest country to study abroad for Indian students?',
        'Germany, for most students: public universities in 15 of the 16 states charge only a semester contribution. You must still show €11,904 a year for living costs in a blocked account.',
      ],
      [
        'Can I study abroad for free?',
        'Tuition can be free or nearly free in Germany and, with scholarships, in Finland, Hungary and Italy. Living costs are never free; fully funded scholarships such as DAAD, Stipendium Hungaricum or MEXT cover them for a limited number of students.',
      ],
      [
        'Is France cheaper than Germany?',
        'Public university tuition is a little higher in France, but the living-cost requirement is lower (€615 a month against €992) and housing aid reduces rent. Overall costs are similar outside Paris.',
      ],
      [
        'Are cheap countries worse for jobs?',
        'Not necessarily. Germany has a strong job market for engineers and IT specialists. In most non-English-speaking countries, though, learning the local language makes a big difference to jobs.',
      ],
    ),
  },
  {
    category: 'study-in-germany',
    author: 'arjun-sharma',
    slug: 'blocked-account-germany',
    title: 'Blocked Account in Germany (Sperrkonto): Amount, Providers and Step-by-Step Guide',
    summary:
      'How the German blocked account works for Indian students: the €11,904 required for the first year, how the €992 monthly release works, providers, transferring money from India, alternatives and refunds.',
    tags: ['germany', 'blocked-account', 'visa', 'proof-of-funds'],
    publishedOn: '2025-03-27',
    updatedOn: '2026-10-28',
    trendingRank: 56,
    body: [
      p(
        'To get a German student visa you must prove that you can pay for your living costs. Most Indian students do this with a blocked account (Sperrkonto): an account in Germany into which you pay one year’s living costs before the visa, and from which you can withdraw only a fixed amount each month after you arrive.',
      ),
      h2('How much you need'),
      table(
        'Blocked account amounts (required since 1 September 2024), with approximate ₹ at November 2026 rates',
        ['Item', 'Amount', 'In rupees'],
        ['Required for the first year', '€11,904', '₹12.3 lakh'],
        ['Released to you each month', '€992', 'About ₹1 lakh'],
        [
          'Provider fees',
          'A setup fee and a monthly fee, different for each provider',
          'Check before you choose',
        ],
      ),
      p(
        'The amount is set by the Federal Foreign Office and is revised from time to time, so check the figure on the German missions’ website before you transfer. If you stay longer than a year, the immigration office may ask you to show funds again when you renew your residence permit.',
      ),
      h2('Choosing a provider'),
      p(
        'The German missions in India accept blocked accounts from several providers, including Expatrio, Fintiba and Coracle. Compare the setup fee, the monthly fee, how fast they issue the confirmation, whether they offer health insurance in a package, and how refunds work if your visa is refused.',
      ),
      h2('Step by step'),
      ol(
        'Open the account online with the provider, using your passport. You receive German account details (an IBAN) in your name.',
        'Transfer the money from India through your bank as a remittance for education. Send it from your own or your parents’ account, or have your lender disburse it.',
        'Wait for the provider to credit the money and issue the blocking confirmation (Sperrbestätigung).',
        'Add the confirmation to your visa application, together with your admission letter and APS certificate.',
        'After arriving, register your address (Anmeldung), open a German current account if needed, and activate the monthly payouts.',
      ),
      tip(
        'Send slightly more than the required amount plus the provider’s fees. Bank charges and exchange-rate changes can leave the account a few euros short, and the mission will not accept a shortfall.',
      ),
      h2('Paying for it from India'),
      ul(
        'Remittances for education are made under the Liberalised Remittance Scheme, which allows up to USD 250,000 a financial year.',
        'Since 1 April 2025 there is no TCS on education remittances funded by a loan from a financial institution; for self-funded education remittances, 5% TCS applies above ₹10 lakh in a financial year and can be adjusted against income tax.',
        'Several Indian banks and NBFCs can transfer the blocked-account amount as part of an education loan; see our guide to the [education loan for study abroad](/articles/education-loan-for-study-abroad).',
      ),
      h2('Alternatives to a blocked account'),
      ul(
        'A formal obligation letter (Verpflichtungserklärung) from a person living in Germany who commits to paying your costs',
        'A scholarship from a recognised funder, such as DAAD, that covers your living costs',
        'A combination, for example a partial scholarship plus a smaller blocked account, where the mission accepts it',
      ),
      h2('If your visa is refused or you change plans'),
      p(
        'Providers refund the money if your visa is refused or you do not travel, usually after you send the refusal letter or a cancellation request; fees already charged may not be refunded. Read the refund conditions before you open the account.',
      ),
      warn(
        '€992 a month is the legal minimum, not a comfortable budget. Most students spend €1,000–1,300 a month outside Munich, Frankfurt and Hamburg, so plan for family support or part-time work on top of the blocked account.',
      ),
      p(
        'The full visa checklist is in our guide to the [documents required to study abroad](/articles/documents-required-to-study-abroad), and our [Germany country guide](/germany) covers costs, universities and work rules. For what you can earn once you graduate, see the [average salary in Germany](/articles/average-salary-in-germany).',
      ),
    ],
    faqs: faqs(
      [
        'How much money is needed in a German blocked account?',
        '€11,904 for the first year, released at €992 a month after you arrive. The Federal Foreign Office revises the amount from time to time, so check it before you transfer.',
      ],
      [
        'Can my education loan pay into the blocked account?',
        'Yes. Many Indian lenders disburse the blocked-account amount directly, and loan-funded education remittances have carried no TCS since 1 April 2025.',
      ],
      [
        'Can I withdraw more than €992 a month?',
        'No. The account releases only the fixed monthly amount. Money above the required balance, such as a buffer for fees, may be paid out according to the provider’s rules.',
      ],
      [
        'Is a blocked account needed if I have a scholarship?',
        'Not if the scholarship comes from a recognised funder and covers your living costs, as DAAD scholarships do. A partial scholarship may reduce the amount you must block.',
      ],
    ),
  },
];
