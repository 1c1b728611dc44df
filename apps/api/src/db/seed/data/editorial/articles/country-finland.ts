import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// Figures follow data/countries/finland.ts; rupee amounts use the seed's rate of about ₹103 to the euro.
const common = { author: 'arjun-sharma' } as const;

export const FINLAND_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    category: 'study-in-finland',
    slug: 'study-in-finland',
    title: 'Study in Finland for Indian Students: Universities, Fees, Scholarships and Jobs',
    summary:
      'A complete guide to studying in Finland from India: research universities and universities of applied sciences, tuition and the scholarships that cut it, the January joint application, the residence permit and what the job market is really like.',
    tags: ['finland', 'study-abroad', 'masters', 'bachelors'],
    publishedOn: '2025-06-25',
    updatedOn: '2026-11-08',
    trendingRank: 42,
    body: [
      p(
        'Finland offers hundreds of bachelor’s and master’s programmes taught entirely in English, in a safe and well-organised country known for its education system. Non-EU students pay tuition, but almost every institution offers scholarships of 50–100% of the fee. Students may work 30 hours a week on average, and graduates can stay up to two years to look for work.',
      ),
      h2('Two kinds of higher education institution'),
      table(
        'Universities and universities of applied sciences (UAS)',
        ['Aspect', 'Research universities', 'Universities of applied sciences'],
        [
          'Focus',
          'Research-based teaching, theory and science',
          'Practical, professional training with employers',
        ],
        ['Bachelor’s length', 'Three years', 'Three and a half to four years'],
        [
          'Master’s',
          'Two years, straight after a bachelor’s',
          'Usually needs two years’ work experience after a bachelor’s',
        ],
        [
          'Examples',
          'Aalto, Helsinki, Tampere, Turku, Oulu, LUT',
          'Metropolia, Haaga-Helia, Laurea, TAMK, JAMK',
        ],
        [
          'Popular with Indians for',
          'Master’s in computer science, engineering, business',
          'Bachelor’s in IT, business and nursing',
        ],
      ),
      p(
        'Aalto University (114th) and the University of Helsinki (116th) are close to the top 100 of the QS World University Rankings 2026. Browse more on our [Finland universities page](/finland/universities).',
      ),
      h2('What it costs'),
      p(
        'Non-EU tuition is €6,000–€18,000 a year for a bachelor’s and €10,000–€22,000 for a master’s before scholarships (₹6.2–22.7 lakh). Doctoral studies are free, and many PhD positions are salaried. For the residence permit you must show €800 a month (€9,600, about ₹9.9 lakh, for a year), but a realistic budget is €900–€1,200 a month. See [cost of studying in Finland](/articles/cost-of-studying-in-finland) for full budgets.',
      ),
      h2('How to apply'),
      ol(
        'Choose programmes on Studyinfo.fi, the national admissions service, and check each one’s requirements.',
        'Apply in the joint application round, usually in early-to-mid January for studies starting in August–September. You can apply to up to six programmes in one application.',
        'Upload your transcripts, degree certificate, English test and any programme-specific documents (motivation letter, CV, portfolio) by the deadline.',
        'Take an entrance exam or interview if your programme asks for one; many UAS bachelor’s programmes use an online entrance exam.',
        'Accept your offer, pay the first-year fee or receive your scholarship decision, and apply for the residence permit.',
      ),
      p(
        'English is usually shown with IELTS Academic (often 6.5 overall at universities and 6.0 at UAS), TOEFL iBT or PTE Academic. Some institutions accept English-medium education in India under strict conditions, so read each programme’s rules carefully. Our [IELTS guide](/exam/ielts) explains the test.',
      ),
      h2('Visa, work and post-study stay'),
      ul(
        'Residence permit for studies from Migri, applied for online in Enter Finland, fee €600 for online applications in 2026',
        'Work up to 30 hours a week on average during term; practical training in your degree does not count',
        'After graduating, a residence permit to look for work or start a business for up to two years',
      ),
      p('Details are in our [Finland student visa guide](/articles/finland-student-visa).'),
      h2('Be realistic about jobs'),
      p(
        'Finland’s economy has been sluggish and unemployment has been high in recent years. Tech, gaming, clean energy and health technology hire international graduates, but many jobs outside these sectors require Finnish or Swedish. The government has also tightened several immigration rules since 2023. Learn Finnish from your first semester, use your university’s career services and do internships.',
      ),
      warn(
        'Do not plan to pay tuition or living costs from part-time work. Student jobs can be hard to find, especially outside Helsinki and without Finnish.',
      ),
    ],
    faqs: faqs(
      [
        'Is Finland good for Indian students?',
        'Yes, for students who want English-taught degrees, strong scholarships and a safe, well-run country. Plan for a small job market in which Finnish helps a lot.',
      ],
      [
        'Is study in Finland free for Indian students?',
        'No. Non-EU students pay tuition for English-taught bachelor’s and master’s programmes, but most receive scholarships of 50–100% of the fee. Doctoral studies are free.',
      ],
      [
        'What is the difference between a university and a UAS in Finland?',
        'Universities are research-based; universities of applied sciences are practical and work-oriented. UAS master’s programmes usually require work experience after your bachelor’s.',
      ],
      [
        'When do I apply to study in Finland?',
        'Mostly in the joint application in early-to-mid January for studies starting in August–September; some universities run earlier rounds from November.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-finland',
    slug: 'cost-of-studying-in-finland',
    title: 'Cost of Studying in Finland for Indian Students: Tuition, Scholarships and Budgets',
    summary:
      'Tuition fees in Finland for non-EU students, how 50–100% tuition scholarships work and how to keep them, the permit fee and other first-year costs, with sample budgets in rupees.',
    tags: ['finland', 'cost-of-study', 'tuition', 'scholarships'],
    publishedOn: '2025-07-16',
    updatedOn: '2026-11-08',
    body: [
      p(
        'Finland charges non-EU students tuition for English-taught bachelor’s and master’s programmes, but the fee on the offer letter is rarely what you pay: most Indian students receive a scholarship covering 50%, 75% or 100% of it. Here is how to work out the real cost, at about ₹103 to the euro.',
      ),
      h2('Tuition fees'),
      table(
        'Yearly tuition for non-EU students, before scholarships',
        ['Level', 'Fee per year', 'Approx. in ₹'],
        ['Bachelor’s (universities and UAS)', '€6,000–€18,000', '₹6.2–18.5 lakh'],
        ['Master’s (universities and UAS)', '€10,000–€22,000', '₹10.3–22.7 lakh'],
        ['Doctoral studies', 'No tuition', 'Nil; many positions are salaried'],
      ),
      p(
        'Fees are highest for business, technology and some design programmes at Aalto and the University of Helsinki, and lowest for many UAS bachelor’s programmes.',
      ),
      h2('How tuition scholarships change the bill'),
      table(
        'Example: a master’s with a €15,000 yearly fee',
        ['Scholarship', 'You pay per year', 'Approx. in ₹'],
        ['None', '€15,000', '₹15.5 lakh'],
        ['50%', '€7,500', '₹7.7 lakh'],
        ['75%', '€3,750', '₹3.9 lakh'],
        ['100%', '€0', 'Nil'],
      ),
      p(
        'Scholarships are decided with your admission, so there is usually no separate application beyond ticking the box and, at some institutions, a short statement. They are renewed each year only if you complete enough credits, often 55 ECTS a year. Some UAS also offer an early-payment discount or a first-year fee reduction if you accept quickly. See [scholarships in Finland](/articles/scholarships-in-finland).',
      ),
      warn(
        'Missing the credit target can cost you the scholarship for the next year, and the fee then jumps to the full amount. Plan your courses with your study adviser from the first term.',
      ),
      h2('Other costs in your first year'),
      table(
        'Costs besides tuition',
        ['Item', 'Amount', 'Notes'],
        ['Studyinfo application', 'Free', 'Some programmes charge no exam fee either'],
        ['Residence permit for studies', '€600 online (2026)', 'Migri revises fees every January'],
        ['VFS Global service charge', 'Set by VFS', 'For identification in India'],
        [
          'Private health insurance',
          'Part of €30–€70 a month with the student health fee',
          'Must meet Migri’s requirements',
        ],
        ['Student union membership', 'About €100–€130 a year', 'Compulsory for university degree students'],
        ['Flights and winter clothing', 'Plan ₹60,000–₹1 lakh', 'A good winter coat and boots are essential'],
      ),
      h2('Sample first-year budgets'),
      table(
        'First-year totals (tuition after scholarship + living + set-up)',
        ['Item', 'Master’s in Tampere, 50% scholarship', 'UAS bachelor’s in Helsinki, no scholarship'],
        ['Tuition', '€6,000 (fee €12,000)', '€10,000'],
        ['Living, 12 months', '€11,400 (about €950 a month)', '€13,800 (about €1,150 a month)'],
        ['Permit, insurance, travel and set-up', '€2,000', '€2,000'],
        ['Total', 'About €19,400 (₹20 lakh)', 'About €25,800 (₹26.6 lakh)'],
      ),
      p(
        'For the permit you must show the first-year tuition (unless paid or waived) plus €9,600 for living costs. Details of monthly spending are in [cost of living in Finland](/articles/cost-of-living-in-finland).',
      ),
      tip(
        'Pay the first-year fee, or get your scholarship decision, before applying for the permit: Migri asks for proof, and a clear payment receipt avoids delays.',
      ),
      h2('What a full two-year master’s costs'),
      p(
        'Using the Tampere example above, a two-year master’s with a 50% scholarship that you keep in both years costs roughly €36,800 (about ₹38 lakh): €12,000 in tuition, €22,800 in living costs and about €2,000 in set-up costs. If you lose the scholarship in the second year, add another €6,000 (about ₹6.2 lakh).',
      ),
      h2('Ways to lower the cost'),
      ul(
        'Compare universities of applied sciences, whose bachelor’s fees are often at the lower end of the range',
        'Choose a city outside the Helsinki region, where rent is lower',
        'Accept and pay early where a UAS offers an early-payment discount',
        'Apply for student housing immediately and eat the subsidised student lunch',
        'Protect your scholarship by completing the required credits every year',
      ),
      p(
        'Compare loan options with our [education loan calculator](/calculator/education-loan), and other destinations in [cheapest countries to study abroad](/articles/cheapest-countries-to-study-abroad).',
      ),
    ],
    faqs: faqs(
      [
        'How much does it cost to study in Finland for Indian students?',
        'Tuition is €6,000–€22,000 a year before scholarships. With a 50% scholarship and living costs, a master’s outside Helsinki costs roughly ₹18–22 lakh for the first year.',
      ],
      [
        'Can I study in Finland for free?',
        'Only at doctoral level, or with a 100% tuition scholarship. You still need €800 a month for living costs.',
      ],
      [
        'Do I need to apply separately for a tuition scholarship?',
        'Usually not: most institutions decide scholarships with admission. Some ask for a short statement; follow each programme’s instructions.',
      ],
    ),
  },
  {
    ...common,
    author: 'priya-menon',
    category: 'cost-of-study',
    slug: 'cost-of-living-in-finland',
    title: 'Cost of Living in Finland for Students: Rent, Food and a Monthly Budget',
    summary:
      'What an Indian student spends each month in Helsinki, Tampere, Turku, Oulu or Lappeenranta: student housing, €3 student lunches, transport discounts, insurance and the €800 a month Migri asks you to show.',
    tags: ['finland', 'cost-of-living', 'accommodation'],
    publishedOn: '2025-08-05',
    updatedOn: '2026-11-09',
    body: [
      p(
        'Finland is not cheap, but student life is well subsidised: non-profit student housing, university lunches for about €3 and transport discounts. Migri requires you to show €800 a month (about ₹82,400), while a realistic budget is €900–€1,200 a month depending on the city.',
      ),
      h2('Monthly costs at a glance'),
      table(
        'Student living costs in Finland (per month)',
        ['Expense', 'Range', 'Approx. in ₹'],
        ['Rent (student housing or shared flat)', '€350–€750', '₹36,000–₹77,000'],
        ['Food and groceries', '€250–€350', '₹25,800–₹36,000'],
        ['Public transport with student discount', '€30–€60', '₹3,100–₹6,200'],
        ['Health insurance and student health fee', '€30–€70', '₹3,100–₹7,200'],
        ['Phone, internet and utilities', '€20–€60', '₹2,100–₹6,200'],
        ['Total', '€680–€1,290', '₹70,000–₹1.33 lakh'],
      ),
      h2('City by city'),
      table(
        'Typical monthly budget (our estimates)',
        ['City', 'Budget', 'Student housing provider'],
        ['Helsinki, Espoo, Vantaa', '€1,000–€1,300', 'HOAS'],
        ['Tampere', '€850–€1,100', 'TOAS'],
        ['Turku', '€850–€1,050', 'TYS'],
        ['Oulu', '€800–€1,000', 'PSOAS'],
        ['Lappeenranta', '€750–€950', 'LOAS'],
      ),
      p(
        'These totals assume shared or student housing and cooking most meals yourself. A private studio in Helsinki, frequent travel home or eating out regularly can push spending well above €1,300 a month.',
      ),
      h2('Housing'),
      p(
        'Most international students live in non-profit student housing: a room in a shared flat, a studio, or a family flat. Rent usually includes water and often electricity and internet. Apply as soon as you accept your study place, because queues are long before the August start. Private rentals ask for a deposit of one to three months’ rent.',
      ),
      tip(
        'Apply to the student housing foundation the day you accept your offer, and accept a shared room if offered. You can move to a studio later once you are in the system.',
      ),
      h2('Food'),
      p(
        'University restaurants serve a subsidised student lunch, with a main dish, salad, bread and drink, for about €3. Eating one meal a day on campus and cooking the rest keeps food near €250 a month. Discount supermarket chains and own-brand products help; eating out is expensive.',
      ),
      h2('Transport and winter'),
      p(
        'Full-time students get discounted monthly season tickets on local transport, and many students cycle from spring to autumn. Budget once for winter clothing, a warm coat, boots, gloves and thermal layers, which together cost €200–€400 if bought new; second-hand shops and student flea markets are cheaper.',
      ),
      h2('Insurance and health care'),
      p(
        'Non-EU students need private health insurance that meets Migri’s requirements for the permit. Degree students also pay a student health care fee to Kela each term for the Finnish Student Health Service (university students) or the equivalent service for UAS students. International degree students are generally not eligible for Kela’s student financial aid or housing supplement.',
      ),
      h2('Your first month: set-up costs'),
      ul(
        'Housing deposit: student housing foundations usually ask for a deposit before you move in; private landlords up to three months’ rent',
        'Bedding, kitchenware and a lamp: €100–€200, less from student flea markets and online second-hand marketplaces',
        'A second-hand bicycle: a cheap way to get around from spring to autumn',
        'A Finnish SIM card: prepaid and monthly plans with generous data are inexpensive',
      ),
      h2('Saving tips that work'),
      ul(
        'Get your student card early: it unlocks the subsidised lunch and student discounts on transport and many services',
        'Shop at discount supermarkets and buy own-brand products',
        'Use second-hand shops and flea markets for furniture and winter clothing',
        'Share a flat instead of renting a studio in your first year',
      ),
      warn(
        'Show Migri at least €9,600 for your first year in an account in your name. Money that arrives just before the application, with no explanation, can lead to questions or delays.',
      ),
      p(
        'For tuition and scholarships see [cost of studying in Finland](/articles/cost-of-studying-in-finland); for income during your studies, read [part-time jobs in Finland](/articles/part-time-jobs-in-finland).',
      ),
    ],
    faqs: faqs(
      [
        'Is electricity included in student rent in Finland?',
        'Often, in student housing: rent usually includes water and frequently electricity and internet. In private flats you normally sign your own electricity contract, which adds to the monthly cost, especially in winter.',
      ],
      [
        'How much money do I need per month in Finland?',
        'Budget €900–€1,200 a month: towards the top in the Helsinki region and towards the bottom in Oulu or Lappeenranta. Migri’s minimum is €800 a month.',
      ],
      [
        'Is Helsinki expensive for students?',
        'It is Finland’s most expensive city, mainly because of rent. Student housing through HOAS keeps costs manageable if you apply early.',
      ],
      [
        'Can international students get Kela benefits?',
        'Generally not. Students who came to Finland to study are usually not eligible for Kela’s student financial aid or housing supplement.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-finland',
    slug: 'finland-student-visa',
    title: 'Finland Student Visa for Indians: Residence Permit for Studies, Fees and Funds',
    summary:
      'How Indian students get a Finnish residence permit for studies: applying in Enter Finland, the €600 fee, €800-a-month proof of funds, health insurance, identification at VFS Global and processing times.',
    tags: ['finland', 'student-visa', 'residence-permit'],
    publishedOn: '2025-05-20',
    updatedOn: '2026-11-04',
    body: [
      p(
        'Degree students from India do not get a visa for Finland; they get a residence permit for studies from the Finnish Immigration Service (Migri). You apply online in Enter Finland, prove your identity at VFS Global in India, and receive a residence permit card.',
      ),
      h2('Key facts'),
      table(
        'Finnish residence permit for studies',
        ['Item', 'Detail'],
        ['Issued by', 'Finnish Immigration Service (Migri)'],
        ['Fee', '€600 for online applications (2026); Migri revises fees every January'],
        [
          'Proof of funds',
          '€800 a month, €9,600 (about ₹9.9 lakh) for the first year, plus unpaid first-year tuition',
        ],
        ['Processing', 'Migri aims for about 1–2 months for online applications; paper takes longer'],
        ['Work rights', 'Up to 30 hours a week on average'],
        ['Where you identify', 'VFS Global in India or a Finnish mission'],
      ),
      h2('Documents'),
      ul(
        'Passport valid for the whole permit period',
        'Letter of acceptance for degree studies at a Finnish institution',
        'Proof of tuition payment or a scholarship decision',
        'Bank statements showing €800 a month in an account in your name, or proof of a grant or sponsor',
        'Health insurance that meets Migri’s requirements',
        'Academic certificates and, if asked, your English test report',
      ),
      h2('Step by step'),
      ol(
        'Accept your study place and pay the first-year tuition, or get your scholarship decision.',
        'Buy health insurance that meets Migri’s conditions for the length of your studies.',
        'Fill in the application in Enter Finland, upload documents and pay the fee online.',
        'Book an appointment at VFS Global within three months of applying to prove your identity, give fingerprints and show original documents.',
        'Follow your case in Enter Finland and answer any request for more information quickly.',
        'Receive the residence permit card by post at the address you gave; if you need to travel before it arrives, you can request a D visa with your application for an extra fee.',
      ),
      tip(
        'Apply the same week you accept your place. Applications filed in June and July queue behind thousands of others, and a late decision can mean missing orientation week.',
      ),
      h2('How long the permit lasts'),
      p(
        'The permit can be granted for the length of your degree. You must keep meeting the conditions, including enough money and sufficient study progress, and Migri can check them. If your permit is shorter than your studies, apply for an extended permit in Enter Finland before it expires.',
      ),
      h3('Funds in detail'),
      p(
        'Migri asks for €800 a month for the period of the permit, shown as €9,600 for a year, in an account you can access freely. A scholarship or grant that covers living costs can replace part of it. Tuition that is not yet paid or waived must be shown on top.',
      ),
      warn(
        'Health insurance is a common reason for delays. Check the minimum cover and deductible Migri requires for studies of under two years and of two years or more, and buy a policy that states them.',
      ),
      h2('Common reasons for delay or refusal'),
      ul(
        'Funds that are too low, held in someone else’s account without a sponsor’s documents, or deposited just before the application without explanation',
        'Health insurance that does not meet Migri’s cover or deductible rules',
        'No proof of tuition payment or scholarship decision',
        'Missing the VFS identification appointment, which Migri expects within three months of applying',
        'Documents that do not match, such as different name spellings on the passport and degree',
      ),
      h2('After arrival'),
      ul(
        'Register your address with the Digital and Population Data Services Agency (DVV) to get a Finnish personal identity code',
        'Open a bank account and get a tax card before you start work',
        'Pay the student health care fee each term',
      ),
      p(
        'After graduating, you can apply for a residence permit to look for work: see [post-study work in Finland](/articles/post-study-work-visa-finland). For interview-style questions at VFS, read our [visa interview tips](/articles/student-visa-interview-tips).',
      ),
    ],
    faqs: faqs(
      [
        'How much bank balance is required for a Finland student visa?',
        '€800 a month, €9,600 (about ₹9.9 lakh) for the first year, plus any first-year tuition not paid or covered by a scholarship.',
      ],
      [
        'What is the Finland student residence permit fee?',
        '€600 for online applications in 2026. Migri revises its fees every January; paper applications cost more.',
      ],
      [
        'How long does a Finnish student permit take?',
        'Migri aims to decide online applications in about one to two months after you prove your identity at VFS Global. Apply early in the summer.',
      ],
      [
        'Is there an interview for the Finland student permit?',
        'Usually not. You visit VFS Global to prove your identity and give fingerprints; Migri may ask for more information in Enter Finland.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-finland',
    slug: 'scholarships-in-finland',
    title: 'Scholarships in Finland for Indian Students: Tuition Waivers and How to Keep Them',
    summary:
      'How Finnish universities fund non-EU students: 50–100% tuition scholarships, living grants, the government-funded Finland Scholarship, funded doctoral positions, and the credit rules for renewal.',
    tags: ['finland', 'scholarships', 'masters', 'bachelors'],
    publishedOn: '2025-09-10',
    updatedOn: '2026-10-25',
    body: [
      p(
        'Finland’s scholarship system is different from the UK’s or the USA’s: instead of a few large national awards, almost every university and university of applied sciences (UAS) offers tuition scholarships to fee-paying non-EU students. Most are decided with your admission and renewed if you make good progress.',
      ),
      h2('Types of scholarship'),
      table(
        'Scholarships for non-EU students in Finland',
        ['Scholarship', 'What it covers', 'How you get it'],
        [
          'University tuition scholarship',
          '50%, 75% or 100% of the yearly fee',
          'With your admission; sometimes a short statement',
        ],
        [
          'Tuition scholarship with living grant',
          'Full tuition plus a yearly grant at some universities',
          'Top-ranked applicants',
        ],
        [
          'UAS first-year discounts',
          'A reduced first-year fee or early-payment discount',
          'Accept and pay by the deadline',
        ],
        [
          'Finland Scholarship (government-funded)',
          'First-year tuition plus a relocation grant of at least €5,000',
          'Master’s applicants at participating universities',
        ],
        ['Funded doctoral positions', 'A salary as a doctoral researcher', 'Apply for advertised positions'],
      ),
      h2('Tuition scholarships'),
      p(
        'Universities rank applicants on academic record, motivation and fit. A 100% scholarship at a programme with a €15,000 fee is worth about ₹15.5 lakh a year, so it is worth aiming for. Renewal almost always depends on credits: typically 55 ECTS in each academic year. Some universities reduce a 100% scholarship to 50% if you fall short, others stop it entirely.',
      ),
      warn(
        'Read the renewal rule before accepting. If your programme expects 60 ECTS a year and the scholarship needs 55, failing one or two courses can cost you thousands of euros.',
      ),
      h2('The Finland Scholarship'),
      p(
        'Funded by the Ministry of Education and Culture, the Finland Scholarship has given selected non-EU master’s students at participating universities their first-year tuition plus a relocation grant of at least €5,000, with second-year support from many universities. The Finland Fellowship counterpart supports new doctoral researchers. Whether it runs in your intake, and at which universities, is announced by the universities themselves, so check each programme’s scholarship page before the joint application.',
      ),
      h2('Doctoral funding'),
      p(
        'Doctoral studies in Finland carry no tuition. Many doctoral candidates are employed by their university or a research project as doctoral researchers with a salary, while others hold grants from Finnish foundations. Look for advertised positions rather than scholarships.',
      ),
      h2('Improving your chances'),
      ul(
        'Apply in the joint application in January; programmes often have early application rounds with the same scholarship pool',
        'Write a focused motivation letter linking your background to specific courses and research groups; see [how to write an SOP](/articles/how-to-write-an-sop)',
        'Send complete, officially certified documents before the deadline; Finnish admissions reject late papers',
        'Keep your English score well above the minimum; it can weigh in scholarship ranking',
      ),
      tip(
        'A 50% scholarship at a programme you really want can be a better deal than 100% at one you do not: renewal depends on passing courses, which is easier when you are motivated.',
      ),
      h2('Universities and universities of applied sciences compared'),
      p(
        'Research universities tend to offer larger scholarships, up to 100% of tuition and sometimes a living grant, but competition is strong and awards are tied to academic excellence. Universities of applied sciences more often give 50% scholarships or first-year reductions to a larger share of students. Read each institution’s scholarship page for the exact levels and renewal rules, because they differ widely even between programmes at the same institution.',
      ),
      h2('Scholarships do not replace proof of funds'),
      p(
        'Even with 100% tuition covered, Migri requires €800 a month for living costs (€9,600, about ₹9.9 lakh, a year). Only a scholarship that pays a living grant counts towards it. Full budgets are in [cost of studying in Finland](/articles/cost-of-studying-in-finland), and the permit rules in the [Finland student visa guide](/articles/finland-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'Do UAS in Finland give scholarships?',
        'Yes. Most universities of applied sciences offer tuition scholarships or first-year fee reductions to non-EU students, usually decided with admission and renewed on study progress.',
      ],
      [
        'Are there fully funded scholarships in Finland for Indian students?',
        'Full tuition scholarships are common; scholarships that also cover living costs are rare and competitive. Funded doctoral positions pay a salary.',
      ],
      [
        'How do I keep my tuition scholarship in Finland?',
        'Complete the number of credits your institution sets, usually 55 ECTS each academic year, and keep your enrolment valid.',
      ],
      [
        'When do I apply for scholarships in Finland?',
        'Usually together with your admission, in the joint application in January or in a university’s earlier round.',
      ],
    ),
  },
  {
    ...common,
    category: 'jobs-and-salary',
    slug: 'part-time-jobs-in-finland',
    title: 'Part-Time Jobs in Finland for Indian Students: 30-Hour Rule, Pay and Taxes',
    summary:
      'How much international students may work in Finland, typical student jobs and pay, the tax card and personal identity code you need, and why you should not count on part-time work to fund your studies.',
    tags: ['finland', 'part-time-jobs', 'work-rights'],
    publishedOn: '2025-08-26',
    updatedOn: '2026-10-31',
    body: [
      p(
        'A Finnish residence permit for degree studies lets you work up to 30 hours a week on average, and practical training that is part of your degree does not count towards the limit. The rules are generous; the job market is the challenge, especially outside Helsinki and without Finnish.',
      ),
      h2('The rules'),
      table(
        'Student work rules in Finland',
        ['Rule', 'Detail'],
        ['Limit during studies', 'Up to 30 hours a week on average, calculated over time'],
        [
          'Holidays',
          'The average means you can work more in some weeks, such as the summer break, and less in others',
        ],
        ['Practical training', 'Training that is part of your degree does not count towards the limit'],
        ['Minimum pay', 'No statutory minimum wage; collective agreements set pay in most sectors'],
        ['Paperwork', 'Finnish personal identity code, bank account and a tax card'],
      ),
      h2('Typical student jobs'),
      table(
        'Common jobs for international students',
        ['Job', 'Finnish needed?', 'Notes'],
        ['Cleaning', 'Rarely', 'Early morning or evening shifts; steady work'],
        ['Food and grocery delivery', 'No', 'Often as a self-employed courier; income varies'],
        ['Restaurants and kitchens', 'Sometimes', 'More hours in city centres'],
        ['Warehouses and logistics', 'Rarely', 'Shift work, often through staffing agencies'],
        ['Elderly care assistant', 'Usually', 'Good for nursing students'],
        [
          'IT support, software and research assistant',
          'Not in international teams',
          'Best paid; through university networks',
        ],
      ),
      p(
        'Pay depends on the collective agreement for the sector and on shift supplements for evenings and weekends. Entry-level hourly pay is usually in the range of about €11–€14 gross; check the agreement for your job.',
      ),
      h2('Tax and paperwork'),
      ol(
        'Register your address with DVV to get a Finnish personal identity code.',
        'Open a Finnish bank account.',
        'Order a tax card from the Finnish Tax Administration (Vero) and give it to your employer; without one, your employer must withhold 60%.',
        'Keep your payslips: you may get part of the tax back after the year ends.',
      ),
      warn(
        'Do not count on part-time work to pay tuition or to meet Migri’s €800-a-month requirement. Migri expects the money to be available before you arrive, and jobs can take months to find.',
      ),
      h2('How to find work'),
      ul(
        'Your university’s career service and job board, including research-assistant posts',
        'The public employment service job portal and staffing agencies',
        'Student union and international student networks',
        'Internships and thesis work with companies, which often lead to summer jobs',
      ),
      h2('Your rights at work'),
      ul(
        'Ask for a written employment contract stating your hourly pay, hours and the collective agreement that applies',
        'You receive a payslip for every pay period, with tax and pension contributions deducted',
        'You earn paid holiday or holiday compensation under the Annual Holidays Act',
        'Evening, night and Sunday work often carries extra pay under the collective agreement',
      ),
      h2('Summer jobs and practical training'),
      p(
        'Finnish companies recruit summer workers from January to March. Because the 30-hour limit is an average, many students work more in the summer break. Practical training that is part of your degree, often three to six months at a UAS, does not count towards the limit and is the best way to get Finnish work experience on your CV.',
      ),
      tip(
        'Learn basic Finnish in your first year. Free university courses and even A2 level show employers you plan to stay, and open customer-facing jobs.',
      ),
      p(
        'After graduation you can stay to find full-time work: see [post-study work in Finland](/articles/post-study-work-visa-finland). For monthly budgets read [cost of living in Finland](/articles/cost-of-living-in-finland).',
      ),
    ],
    faqs: faqs(
      [
        'Do I need a tax card for a part-time job in Finland?',
        'Yes. Order one from the Finnish Tax Administration after you get a personal identity code and give it to your employer; otherwise 60% tax is withheld.',
      ],
      [
        'How many hours can international students work in Finland?',
        'Up to 30 hours a week on average, calculated over time. Practical training that is part of your degree does not count.',
      ],
      [
        'What is the minimum wage in Finland?',
        'Finland has no statutory minimum wage; collective agreements set minimum pay by sector. Student jobs often pay about €11–€14 an hour gross.',
      ],
      [
        'Is it easy to find a part-time job in Finland?',
        'It can be difficult, especially outside Helsinki and without Finnish. Start looking early and use university networks.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-finland',
    slug: 'post-study-work-visa-finland',
    title: 'Post-Study Work Visa in Finland: The 2-Year Job-Search Permit Explained',
    summary:
      'After graduating in Finland, you can apply for a residence permit to look for work or start a business for up to two years. Who qualifies, when to apply, switching to a work permit and the road to permanent residence.',
    tags: ['finland', 'post-study-work', 'jobs'],
    publishedOn: '2025-10-21',
    updatedOn: '2026-11-02',
    body: [
      p(
        'Finland lets international graduates stay for up to two years after their degree to look for work or start a business. Once you have a job you switch to a work-based permit, and over time you can qualify for permanent residence.',
      ),
      h2('The permit at a glance'),
      table(
        'Residence permit to look for work or start a business',
        ['Item', 'Detail'],
        ['Who', 'Graduates of a degree completed in Finland, and researchers who finished their research'],
        ['Length', 'Up to two years'],
        ['When to apply', 'Before your student permit expires, or within five years of it ending'],
        ['Work', 'No hours limit: you can take any job while you search'],
        ['Next step', 'A work-based residence permit once you find a job'],
        ['Where to apply', 'Online in Enter Finland'],
      ),
      h2('Who qualifies'),
      p(
        'You must have completed a degree in Finland (a bachelor’s, master’s or doctorate) and have enough money to live on while you search. The permit is meant for looking for a job or starting a business, so Migri expects your plan to be genuine.',
      ),
      h2('How to apply'),
      ol(
        'Graduate and request your degree certificate or a certificate of completion from your institution.',
        'Apply in Enter Finland before your student permit expires. If you have left Finland, you can still apply within five years of your student permit ending.',
        'Show your funds and health insurance if you are no longer covered by Finnish social security.',
        'Prove your identity at a service point if asked.',
      ),
      tip(
        'Apply before your student permit expires and you can stay in Finland and keep working while Migri decides.',
      ),
      h2('Switching to work'),
      p(
        'When you find a job, apply for a work-based residence permit. For most jobs this is a residence permit for an employed person; specialists with a higher salary can use the specialist permit or the EU Blue Card, which Migri aims to process faster. Salary thresholds change; check Migri’s current figures when you receive an offer.',
      ),
      h2('Where graduates find work'),
      table(
        'Sectors hiring international graduates in Finland',
        ['Sector', 'Where', 'Language'],
        ['Software, cloud and cybersecurity', 'Helsinki region, Tampere, Oulu', 'English in many teams'],
        ['Game development', 'Helsinki, Espoo', 'English often enough'],
        [
          'Energy and environmental engineering',
          'Helsinki, Tampere, Lappeenranta, Vaasa',
          'English or Finnish',
        ],
        ['Health care and nursing', 'Across Finland', 'Finnish required for licensed roles'],
      ),
      warn(
        'Finland’s job market has been tight, and the time you have to look is not endless. Start in your final year: thesis work with a company and summer jobs are the usual routes into a first contract.',
      ),
      h2('Permanent residence'),
      h2('Starting a business instead'),
      p(
        'The job-search permit also covers starting a business. Graduates with a growth company in mind can also look at Finland’s start-up permit, which needs a positive eligibility statement from Business Finland, the government innovation agency. University incubators and entrepreneurship societies in Helsinki, Espoo, Tampere and Oulu help with business plans and contacts.',
      ),
      h2('Money while you search'),
      p(
        'Migri expects you to support yourself while you look for work, so keep savings for several months of living costs and make sure you have health insurance until you are covered by a job. Part-time or full-time work while you search helps, and any job you take counts as Finnish work experience.',
      ),
      p(
        'Permanent residence is not granted straight after study. You first need years of continuous residence on a work-based (A-type) permit and must meet other conditions, which became stricter from 2026; only part of your study time counts towards the requirement. Check Migri’s current rules before planning around it.',
      ),
      p(
        'For working during your studies read [part-time jobs in Finland](/articles/part-time-jobs-in-finland); to compare with other countries, see [post-study work in Germany](/articles/post-study-work-visa-germany).',
      ),
    ],
    faqs: faqs(
      [
        'How long can I stay in Finland after graduation?',
        'Up to two years on a residence permit to look for work or start a business.',
      ],
      [
        'Can I apply for the Finnish job-search permit after leaving Finland?',
        'Yes, within five years of your student residence permit ending, as long as you completed your degree in Finland.',
      ],
      [
        'Can I work full-time on the job-search permit?',
        'Yes. There is no hours limit; once you find a job, switch to a work-based residence permit.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-finland',
    slug: 'intakes-in-finland',
    title: 'Intakes in Finland: The January Joint Application and Autumn Start',
    summary:
      'Finland has one main intake, the autumn start in late August–September, with applications in the January joint application. The timeline for autumn 2027, early rounds, spring intake and documents.',
    tags: ['finland', 'intakes', 'deadlines'],
    publishedOn: '2026-01-27',
    updatedOn: '2026-11-09',
    body: [
      p(
        'Almost every English-taught degree in Finland starts in late August or September, and applications open months earlier than Indian students expect: the national joint application runs in early-to-mid January. A few programmes start in January, with applications in September.',
      ),
      h2('The intakes'),
      table(
        'Intakes in Finland',
        ['Intake', 'Starts', 'Applications', 'Offered by'],
        [
          'Autumn (main)',
          'Late August–September',
          'Joint application in early-to-mid January; some universities run separate rounds from November to January',
          'Almost all bachelor’s and master’s programmes',
        ],
        ['Spring', 'January', 'Usually in September', 'A limited number of programmes, mostly at UAS'],
      ),
      h2('Timeline for autumn 2027'),
      table(
        'Month-by-month plan',
        ['When', 'What to do'],
        ['August–October 2026', 'Shortlist programmes on Studyinfo.fi; book IELTS, TOEFL or PTE'],
        [
          'November–December 2026',
          'Early rounds at some universities; collect certified transcripts and degree certificates',
        ],
        [
          'January 2027',
          'Joint application on Studyinfo.fi (dates published by Studyinfo; in recent years about two weeks in early-to-mid January)',
        ],
        [
          'Late January–February 2027',
          'Upload remaining documents by the document deadline; watch for entrance exams',
        ],
        ['February–April 2027', 'Entrance exams and interviews, where required'],
        ['March–June 2027', 'Results and scholarship decisions; accept your place'],
        [
          'Within days of accepting',
          'Pay tuition or confirm scholarship; apply for housing and the residence permit',
        ],
        ['August 2027', 'Arrive for orientation'],
      ),
      warn(
        'Finnish admissions are strict about deadlines. A missing document after the deadline usually means your application is rejected; there is no grace period.',
      ),
      h2('How the joint application works'),
      ul(
        'One application on Studyinfo.fi covers up to six programmes, ranked in your order of preference',
        'You are offered a place in only one: the highest-ranked programme that admits you',
        'Some universities, such as Aalto and Helsinki, run their own rounds for many master’s programmes, often opening in November or December',
        'Documents that must be officially certified or sent by post have their own deadlines',
      ),
      p(
        'Master’s applicants to research universities should check each university’s own calendar: application periods for many master’s programmes open in November or December and close in January, and scholarship applications are made in the same form.',
      ),
      tip(
        'Rank programmes honestly. Because you are only offered your highest-ranked successful choice, putting a safe option first can block your dream programme.',
      ),
      h2('Documents to prepare'),
      ul(
        'Passport',
        'Degree certificate and transcripts, in the original language and with official translations if not in English, Finnish or Swedish',
        'English test result: IELTS Academic, TOEFL iBT or PTE Academic, or proof of an exemption your programme accepts',
        'Motivation letter and CV, and a portfolio for art and design programmes',
        'For final-year students: current transcripts, with the final degree certificate sent by the date the programme sets, often in summer',
      ),
      h2('Entrance exams and interviews'),
      p(
        'Many UAS bachelor’s programmes select students through an online entrance examination, usually in February–April, while universities more often select on documents, with interviews or pre-assignments for some programmes. Read the selection criteria on Studyinfo.fi for each programme, because they decide what you need to prepare. Our [IELTS vs TOEFL vs PTE guide](/articles/ielts-vs-toefl-vs-pte) helps you pick an English test.',
      ),
      h2('The spring intake'),
      p(
        'A few UAS programmes start in January with applications in September. Choices are few and scholarship pools small, so treat it as a backup. Read [fall vs spring intake](/articles/fall-vs-spring-intake) for the general trade-offs.',
      ),
      p(
        'For requirements and costs see [study in Finland](/articles/study-in-finland), and for the permit after acceptance the [Finland student visa guide](/articles/finland-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'Is a three-year Indian bachelor’s accepted for a master’s in Finland?',
        'Usually, if it makes you eligible for master’s study in India, but requirements differ by programme: some ask for a minimum number of credits in the field or relevant work experience (UAS). Check the eligibility rules on Studyinfo.fi.',
      ],
      [
        'Can I apply to Finland before finishing my bachelor’s?',
        'Usually yes. Final-year students apply with current transcripts and send the final degree certificate by the date the programme sets, often in the summer before studies begin.',
      ],
      [
        'When is the intake in Finland?',
        'The main intake starts in late August–September. Applications go through the joint application in early-to-mid January.',
      ],
      [
        'Does Finland have a January intake?',
        'Only for a limited number of programmes, mostly at universities of applied sciences, with applications in September.',
      ],
      [
        'How many programmes can I apply to in Finland?',
        'Up to six in the joint application, ranked by preference. You receive an offer from only one.',
      ],
    ),
  },
];
