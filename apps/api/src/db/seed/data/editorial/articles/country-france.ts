import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// Figures follow data/countries/france.ts; rupee amounts use the seed's rate of about ₹103 to the euro.
const common = { author: 'arjun-sharma' } as const;

export const FRANCE_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    category: 'study-in-france',
    slug: 'study-in-france',
    title: 'Study in France for Indian Students: Universities, Costs, Campus France and Jobs',
    summary:
      'A complete guide to studying in France from India: public universities and grandes écoles, what a degree costs, the Campus France procedure, the student visa, work rights and the two-year job-search permit for Indian master’s graduates.',
    tags: ['france', 'study-abroad', 'masters', 'campus-france'],
    publishedOn: '2025-06-18',
    updatedOn: '2026-11-05',
    trendingRank: 41,
    body: [
      p(
        'France hosts about 4.3 lakh international students, and roughly 10,000 of them are Indian; the French government has set a goal of 30,000 Indian students by 2030. The attraction is a mix of low regulated fees at public universities, internationally known business and engineering schools, a residence permit that lets you travel across the Schengen area, and, since the 2021 India–France Migration and Mobility Partnership Agreement, a 24-month permit to look for work after a master’s.',
      ),
      h2('The kinds of institution you can choose'),
      table(
        'Higher education in France',
        ['Institution', 'What it offers', 'Language', 'Typical yearly fee for Indians'],
        [
          'Public universities',
          'Licence (3 years), Master (2 years), Doctorat',
          'Mostly French; a growing number of English-taught master’s',
          '€2,895 Licence or €3,941 Master (regulated non-EU rate), often reduced',
        ],
        [
          'Engineering grandes écoles',
          'Diplôme d’ingénieur (master’s level), MSc programmes',
          'French and English',
          'Regulated fees at public schools; MSc programmes charge more',
        ],
        [
          'Business schools',
          'Master in Management (MiM), MSc, MBA, bachelor’s in management',
          'Mostly English',
          '€12,000–€30,000 for a master’s; MBAs €25,000–€60,000 a year',
        ],
        [
          'Specialised schools',
          'Art, design, fashion, hospitality, culinary arts',
          'French and English',
          'Usually €9,000–€20,000',
        ],
      ),
      p(
        'Université PSL is 28th in the QS World University Rankings 2026, and Institut Polytechnique de Paris, Sorbonne Université and Université Paris-Saclay are also well known abroad. In management, HEC Paris, ESSEC, ESCP and INSEAD are the names recruiters recognise. See the full list on our [France universities page](/france/universities).',
      ),
      h2('What Indian students usually study'),
      ul(
        'Management: the two-year Master in Management and one- or two-year MSc programmes in finance, marketing, luxury and supply chain',
        'Engineering and aerospace, with Toulouse as the centre of the European aerospace industry',
        'Data science and artificial intelligence, taught in English at engineering schools and some universities',
        'Hospitality, fashion and luxury management',
      ),
      h2('Do you need French?'),
      p(
        'Not for admission to an English-taught programme: business schools and many engineering MSc programmes ask for IELTS (usually 6.0–6.5 overall) or an equivalent test. Public university programmes taught in French generally ask for B2 level, shown through DELF/DALF or the TCF. Whatever the language of your course, French matters for daily life, part-time jobs and most graduate jobs outside large multinationals, so start learning it before you leave and aim for at least B1 by graduation.',
      ),
      tip(
        'Your IELTS score is valid for two years; book it once your shortlist is ready. Our [IELTS guide](/exam/ielts) explains the test format and scoring.',
      ),
      h2('How to apply from India'),
      ol(
        'Shortlist programmes on the institutions’ sites and the Campus France catalogue, and check language and entrance requirements.',
        'Apply to each institution. Public universities and many schools take applications through the Campus France “Études en France” platform; others take direct applications, after which you still complete Études en France as an admitted student.',
        'Pay the Campus France India processing fee and attend the Campus France interview, which checks your academic background, plans and finances.',
        'Accept your offer, pay any deposit and arrange accommodation for at least the first three months.',
        'Apply for the long-stay student visa (VLS-TS) through France-Visas and VFS Global, then validate it online within three months of arriving.',
      ),
      p(
        'Our [France student visa guide](/articles/france-student-visa) covers the documents and timelines, and [intakes in France](/articles/intakes-in-france) sets out when each step happens.',
      ),
      h2('Costs in brief'),
      p(
        'A master’s at a public university outside Paris can cost under ₹15 lakh a year including living costs, while a business-school MSc in Paris usually costs ₹30–40 lakh a year. The visa asks you to show at least €615 a month (€7,380, about ₹7.6 lakh, a year) for living costs. Read [cost of studying in France](/articles/cost-of-studying-in-france) for a full budget.',
      ),
      h2('Work during and after your studies'),
      p(
        'Students may work up to 964 hours a year, about 20 hours a week. After a master’s or equivalent, Indian graduates can get a 24-month permit to look for work or start a business, then switch to a salaried or “Talent” permit once they find a qualifying job. France has also offered five-year short-stay Schengen visas to Indian alumni who hold a French master’s.',
      ),
      warn(
        'A grandes-école brand opens doors, but the job market outside tech, consulting and multinationals still expects French. Plan your language learning as seriously as your coursework.',
      ),
    ],
    faqs: faqs(
      [
        'Is France good for Indian students?',
        'Yes, if you choose well: public universities are cheap, business and engineering schools are respected, and Indian master’s graduates get 24 months to look for work. The main challenge is language, because most jobs outside large companies require French.',
      ],
      [
        'Can I study in France in English?',
        'Yes. Business schools teach mostly in English and many engineering schools and universities run English-taught master’s programmes. Public university bachelor’s programmes are usually in French.',
      ],
      [
        'Is Campus France compulsory?',
        'For most Indian residents, yes. The Études en France procedure and interview come before the visa application, even if you were admitted directly by the institution.',
      ],
      [
        'How much does it cost to study in France from India?',
        'Roughly ₹12–15 lakh a year for a public university master’s outside Paris including living costs, and ₹30–40 lakh a year for a business-school master’s in Paris.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-france',
    slug: 'cost-of-studying-in-france',
    title: 'Cost of Studying in France for Indian Students: Tuition, CVEC and One-Time Costs',
    summary:
      'What a degree in France really costs: regulated fees at public universities and the exemptions many give, business and engineering school fees, the CVEC, visa and Campus France costs, and two full first-year budgets in rupees.',
    tags: ['france', 'cost-of-study', 'tuition'],
    publishedOn: '2025-07-09',
    updatedOn: '2026-11-05',
    body: [
      p(
        'France is one of the few destinations where the same master’s can cost ₹4 lakh or ₹30 lakh a year depending on where you study. Public universities charge fees set by the state, while business schools and private institutions set their own. Here is what to budget, in euros and rupees (at about ₹103 to the euro).',
      ),
      h2('Tuition fees by type of institution'),
      table(
        'Yearly tuition for non-EU students (2026–27)',
        ['Programme', 'Fee per year', 'Approx. in ₹'],
        ['Public university Licence (bachelor’s), regulated non-EU rate', '€2,895 + €105 CVEC', '₹3.1 lakh'],
        ['Public university Master, regulated non-EU rate', '€3,941 + €105 CVEC', '₹4.2 lakh'],
        [
          'Public university with full exemption (same fee as French students)',
          'A few hundred euros + CVEC',
          'Under ₹40,000',
        ],
        ['Business or engineering school MSc / MiM', '€12,000–€30,000', '₹12.4–31 lakh'],
        ['Private bachelor’s and bachelor-in-management programmes', '€9,000–€20,000', '₹9.3–20.6 lakh'],
        ['MBA (per year)', '€25,000–€60,000', '₹25.8–62 lakh'],
      ),
      p(
        'The regulated fees for non-EU students (“frais différenciés”) apply to national degrees at public universities. Many universities use their right to exempt international students partly or fully, so check the fee page of each university before you rule it out. INSEAD and HEC Paris MBA programmes cost €90,000 or more in total.',
      ),
      h3('The CVEC'),
      p(
        'Every student enrolling in higher education in France pays the Contribution de Vie Étudiante et de Campus (CVEC), €105 a year, online before enrolment. It funds campus health, sport and cultural services. Scholarship holders of the French government are exempt.',
      ),
      h2('One-time and yearly costs besides tuition'),
      table(
        'Other costs to budget',
        ['Item', 'Amount', 'Notes'],
        [
          'Campus France India processing fee',
          'Set by Campus France India',
          'Paid once, before the interview',
        ],
        ['Long-stay student visa fee', '€50', 'Plus the VFS service charge'],
        ['Residence tax when validating the visa', 'Paid online on ANEF', 'Within three months of arrival'],
        ['Rent deposit and first month', 'Usually one to two months’ rent', 'CROUS deposits are lower'],
        [
          'Top-up health insurance (mutuelle)',
          '€10–€50 a month',
          'Basic social security is free for students',
        ],
        ['Flights', 'Roughly ₹35,000–₹70,000 one way', 'Cheaper if booked early'],
      ),
      h2('Two realistic first-year budgets'),
      table(
        'Sample first-year costs',
        ['Item', 'Public university master’s in Lyon', 'Business-school MSc in Paris'],
        ['Tuition and CVEC', '€4,046 (or far less with an exemption)', '€20,000'],
        ['Living costs, 12 months', '€10,800 (about €900 a month)', '€15,600 (about €1,300 a month)'],
        ['Visa, insurance, travel and set-up', '€1,500', '€1,500'],
        ['Total', 'About €16,350 (₹16.8 lakh)', 'About €37,100 (₹38.2 lakh)'],
      ),
      p(
        'Living costs are covered in detail in [cost of living in France](/articles/cost-of-living-in-france). CAF housing aid, which typically reduces rent by €80–€200 a month, can bring these totals down.',
      ),
      tip(
        'Ask every public university about exemptions before accepting a business-school offer: a French-taught or English-taught master’s at a university with a full exemption can cost less in a year than one semester at a private school.',
      ),
      h2('What a full two-year master’s costs'),
      p(
        'Most French master’s programmes, including the Master in Management, last two years, so multiply carefully. Using the budgets above, a two-year public university master’s in Lyon comes to roughly €31,000 (about ₹32 lakh) with the regulated non-EU fee, and much less with a fee exemption. A two-year MiM at a Paris business school at €20,000 a year comes to roughly €72,700 (about ₹75 lakh) including living costs. One-year MSc programmes and specialised master’s (Mastère Spécialisé) cost less in total but leave less time for an internship.',
      ),
      h2('Ways to lower the cost'),
      ul(
        'Study outside Paris: rent in Lyon, Toulouse, Lille or Grenoble is far lower for a similar student life',
        'Shortlist public universities that exempt international students from the higher fee',
        'Apply in early business-school rounds, when most merit awards are given',
        'Apply for a CROUS room as soon as you are admitted, and claim CAF housing aid from your first month',
        'Compare programme lengths: a 15–18-month MSc can cost less than a two-year MiM if it suits your goal',
      ),
      h2('Paying for it'),
      ul(
        'Scholarships: the Charpak and Eiffel programmes and school merit awards, covered in [scholarships in France](/articles/scholarships-in-france)',
        'Education loans from Indian banks and NBFCs; compare EMIs with our [education loan calculator](/calculator/education-loan)',
        'Part-time work of up to 964 hours a year, useful for living costs but not for tuition',
      ),
      warn(
        'Business schools usually ask for a non-refundable deposit to confirm your seat. Read the refund rules for visa refusal before you pay.',
      ),
    ],
    faqs: faqs(
      [
        'Is education free in France for Indian students?',
        'No, but it can be close. Non-EU students pay regulated fees of €2,895 (Licence) or €3,941 (Master) a year at public universities, and many universities exempt international students so they pay the French rate of a few hundred euros.',
      ],
      [
        'What is the CVEC and do I have to pay it?',
        'The CVEC is a €105 yearly student-life contribution paid online before enrolment. Almost every student pays it; French government scholarship holders are exempt.',
      ],
      [
        'How much is an MBA in France?',
        'Most French MBAs cost €25,000–€60,000 a year; top programmes such as INSEAD and HEC Paris charge €90,000 or more in total.',
      ],
    ),
  },
  {
    ...common,
    author: 'priya-menon',
    category: 'cost-of-study',
    slug: 'cost-of-living-in-france',
    title: 'Cost of Living in France for Students: Rent, Food, Transport and CAF Housing Aid',
    summary:
      'Monthly living costs for an Indian student in France, from a CROUS room in Toulouse to a studio in Paris, with the CAF housing aid, health insurance and the €615 a month the visa asks you to show.',
    tags: ['france', 'cost-of-living', 'accommodation'],
    publishedOn: '2025-07-21',
    updatedOn: '2026-11-06',
    body: [
      p(
        'Your rent decides most of your budget in France. A student outside Paris can live on €700–€900 a month; in Paris the same lifestyle costs €1,100–€1,500. The French visa asks you to show at least €615 a month (about ₹63,300), but that is a legal minimum, not a realistic budget.',
      ),
      h2('Monthly costs at a glance'),
      table(
        'Student living costs in France (per month)',
        ['Expense', 'Range', 'Approx. in ₹'],
        ['Accommodation, CROUS residence to private studio', '€300–€900', '₹31,000–₹93,000'],
        ['Food and groceries', '€200–€350', '₹20,600–₹36,000'],
        ['Public transport with student discount', '€20–€45', '₹2,100–₹4,600'],
        ['Top-up health insurance (mutuelle)', '€10–€50', '₹1,000–₹5,200'],
        ['Phone, internet and utilities', '€30–€70', '₹3,100–₹7,200'],
        ['Total', '€560–€1,415', '₹58,000–₹1.46 lakh'],
      ),
      h2('Where you live changes everything'),
      table(
        'Typical monthly budget by city type (our estimates)',
        ['City', 'Budget', 'What drives it'],
        ['Paris', '€1,100–€1,500', 'Private studios often above €900; CROUS rooms are scarce'],
        ['Lyon, Toulouse, Lille, Grenoble', '€750–€1,050', 'Shared flats and CROUS rooms are easier to find'],
        ['Smaller university towns', '€650–€850', 'Lower rent; fewer English-speaking jobs'],
      ),
      h2('Accommodation options'),
      ul(
        'CROUS residences: state-run student housing, the cheapest option; apply early, priority goes to scholarship holders',
        'Private student residences: furnished studios with services, usually €600–€900 a month outside Paris and more in Paris',
        'Shared flats (colocation): common in big cities; you sign a lease with your flatmates',
        'Rooms with a host (chambre chez l’habitant): good for the first months and for practising French',
      ),
      p(
        'Most landlords ask for a guarantor living in France. If you do not have one, the free state guarantee Visale, run by Action Logement, acts as your guarantor for students under 30.',
      ),
      h2('CAF housing aid'),
      p(
        'International students with a valid residence permit can claim housing aid (APL or ALS) from the CAF. Apply online once you have a rental contract and a French bank account. The amount depends on your rent, city and income; it is often €80–€200 a month and is paid from the month after you apply, so apply in your first week.',
      ),
      tip(
        'Ask your landlord for a lease in your own name and a rent receipt (quittance de loyer) every month; the CAF needs both, and informal sublets do not qualify.',
      ),
      h2('Food, transport and health'),
      p(
        'University restaurants run by CROUS serve a full meal for about €3.30, and €1 meals are available to scholarship holders and students in financial need. Cooking at home with groceries from discount supermarkets keeps food spending near €200 a month. Student transport passes are heavily discounted, and Paris’s Imagine R pass works out at roughly €30–€40 a month.',
      ),
      p(
        'Students are covered by French social security for free once registered on the ameli student portal. It reimburses most medical costs; a mutuelle covers the rest and is worth buying.',
      ),
      h2('Your first month: one-time costs'),
      table(
        'Set-up costs in the first month (our estimates)',
        ['Item', 'Typical cost'],
        ['Rent deposit', 'One month’s rent for an unfurnished flat, two for a furnished one; less in CROUS'],
        ['First month’s rent', 'Paid in advance'],
        ['Home insurance (assurance habitation)', 'About €5–€10 a month; landlords require it'],
        ['Bedding, kitchen items and basics', '€150–€300, less if bought second-hand'],
        ['SIM card and transport pass', '€30–€60'],
      ),
      p(
        'Bring about €1,500–€2,000 (₹1.5–2 lakh) of accessible money for the first month on top of your budget: CAF aid and any part-time earnings only start after a few weeks.',
      ),
      warn(
        'Never pay a deposit for a flat you have not visited or verified. Rental scams targeting international students are common in Paris; use CROUS, known residences or agencies, and pay only after signing a lease.',
      ),
      p(
        'For tuition and one-time costs see [cost of studying in France](/articles/cost-of-studying-in-france); for earning alongside your studies read [part-time jobs in France](/articles/part-time-jobs-in-france).',
      ),
    ],
    faqs: faqs(
      [
        'How much money do I need per month in France?',
        'Budget €700–€1,050 a month outside Paris and €1,100–€1,500 in Paris. The visa minimum is €615 a month.',
      ],
      [
        'Can international students get CAF?',
        'Yes. With a valid residence permit, a lease in your name and a French bank account, you can apply online for APL or ALS housing aid.',
      ],
      [
        'Is health insurance free for students in France?',
        'Basic French social security is free for students; register on the ameli student portal after arrival. A top-up mutuelle costs €10–€50 a month and is recommended.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-france',
    slug: 'france-student-visa',
    title: 'France Student Visa for Indians: Campus France, VLS-TS, Documents and Fees',
    summary:
      'Step by step through the French long-stay student visa from India: the Campus France Études en France procedure and interview, VFS appointment, the €50 fee, €615-a-month proof of funds and validating your VLS-TS after arrival.',
    tags: ['france', 'student-visa', 'campus-france'],
    publishedOn: '2025-05-27',
    updatedOn: '2026-11-04',
    trendingRank: 44,
    body: [
      p(
        'To study in France for more than three months you need a long-stay student visa that works as a residence permit, the VLS-TS “étudiant”. Indian residents reach it in two stages: first the Campus France “Études en France” procedure, then the visa application with France-Visas and VFS Global. After arrival you validate the visa online.',
      ),
      h2('Key facts'),
      table(
        'France student visa at a glance',
        ['Item', 'Detail'],
        ['Visa', 'Long-stay student visa (VLS-TS “étudiant”)'],
        ['Visa fee', '€50, plus the VFS service charge'],
        ['Proof of funds', 'At least €615 a month (€7,380 a year, about ₹7.6 lakh), plus unpaid tuition'],
        ['Processing', '1–3 weeks after the Campus France interview; allow 6–8 weeks in June–August'],
        ['Work rights', 'Up to 964 hours a year'],
        ['After arrival', 'Validate online on ANEF within three months and pay the residence tax'],
      ),
      h2('Step 1: Campus France “Études en France”'),
      ol(
        'Create your account on the Études en France platform and fill in your academic history, test scores and programme choices.',
        'Upload transcripts, degree certificates, CV, statement of purpose, passport and language scores.',
        'Pay the Campus France India processing fee.',
        'Attend the Campus France interview (in person or online). The adviser checks that your study plan is coherent with your background and that you understand the costs.',
        'Once your admission is confirmed on the platform, your file is sent on for the visa stage.',
      ),
      tip(
        'Treat the Campus France interview like a visa interview: be ready to explain why this programme, why France, how it builds on your degree and how you will pay. Our [visa interview tips](/articles/student-visa-interview-tips) apply here too.',
      ),
      h2('Step 2: the visa application'),
      p(
        'Fill in the long-stay application on France-Visas, book an appointment at a VFS Global centre in India, and submit your documents and biometrics there.',
      ),
      h3('Documents checklist'),
      ul(
        'Passport valid for at least three months beyond your stay, with two blank pages',
        'France-Visas application form and receipt',
        'Admission letter from the French institution and Campus France clearance',
        'Proof of funds: bank statements, a sponsor’s letter with their statements, a loan sanction letter or a scholarship award',
        'Proof of accommodation for at least the first three months (residence booking, lease or host’s letter)',
        'Flight reservation and passport-size photographs',
        'Visa fee payment',
      ),
      p(
        'For a complete document list across countries see [documents required to study abroad](/articles/documents-required-to-study-abroad).',
      ),
      h2('Step 3: after you land'),
      ol(
        'Validate your VLS-TS on the ANEF portal within three months of arrival and pay the residence tax online. Without validation your visa stops counting as a residence permit and you cannot re-enter France from abroad.',
        'Register for free French social security on the ameli student portal.',
        'Open a bank account and apply for CAF housing aid.',
        'Before your VLS-TS expires, apply on ANEF for a multi-year student residence permit covering the rest of your studies.',
      ),
      warn(
        'Missing the three-month validation deadline is the most common and most costly mistake. Do it in your first week; you need your visa number, arrival date and address in France.',
      ),
      h2('Common reasons for refusal'),
      ul(
        'A study plan that does not follow from your previous degree or work',
        'Funds that are too low, too recent or not clearly available',
        'Inconsistent answers between the Campus France interview and the documents',
        'Missing or unverifiable accommodation',
      ),
    ],
    faqs: faqs(
      [
        'How much is the France student visa fee for Indians?',
        'The long-stay student visa fee is €50, plus the VFS Global service charge. The Campus France processing fee is separate and paid earlier.',
      ],
      [
        'How much bank balance is needed for a France student visa?',
        'At least €615 a month for the length of your stay (€7,380 for a year, about ₹7.6 lakh), plus any tuition not yet paid.',
      ],
      [
        'How long does the French student visa take?',
        'Usually 1–3 weeks after the Campus France interview, but allow 6–8 weeks for the whole process in the June–August peak.',
      ],
      [
        'What is VLS-TS validation?',
        'The VLS-TS is a visa that acts as a residence permit for its first year. You must validate it online on ANEF within three months of arrival and pay the residence tax.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-france',
    slug: 'scholarships-in-france',
    title: 'Scholarships in France for Indian Students: Charpak, Eiffel and University Awards',
    summary:
      'The scholarships that fund Indian students in France: the French Embassy’s Charpak programme, the Eiffel Excellence Scholarship, Erasmus Mundus, university and business-school awards, and fee exemptions at public universities.',
    tags: ['france', 'scholarships', 'masters'],
    publishedOn: '2025-09-02',
    updatedOn: '2026-10-28',
    body: [
      p(
        'France has fewer big-name scholarships than the UK or the US, but its government programmes are generous for Indians and public university fees are low to begin with. The main sources are the French Embassy in India’s Charpak scholarships, the Eiffel Excellence Scholarship, EU-funded Erasmus Mundus master’s, and merit awards from universities and schools.',
      ),
      h2('The main scholarships at a glance'),
      table(
        'Scholarships for Indian students in France',
        ['Scholarship', 'Level', 'What it gives', 'Who applies'],
        [
          'Charpak Master’s',
          'Master’s (1–2 years)',
          '€860 a month, visa and Campus France fee waiver, social security and mutuelle, help with CROUS housing',
          'You, through the French Institute in India portal; age 30 or under',
        ],
        [
          'Charpak Exchange',
          'One semester',
          '€860 a month, social security, visa fee waiver',
          'Students of Indian institutions with a French partner, nominated by their institution',
        ],
        [
          'Charpak Lab',
          'Research internship',
          'A monthly stipend for a summer research stay in a French lab',
          'Bachelor’s and master’s students in India',
        ],
        [
          'Eiffel Excellence',
          'Master’s and PhD',
          '€1,200 a month for master’s (from January 2026), travel, insurance and housing help',
          'The French institution nominates you',
        ],
        [
          'Erasmus Mundus Joint Master’s',
          'Master’s in two or more European countries',
          'Participation costs covered and €1,400 a month',
          'You, directly to the consortium',
        ],
      ),
      h2('Charpak scholarships'),
      p(
        'Named after the Nobel physicist Georges Charpak, these are the French Embassy’s own awards for Indians. The Charpak Master’s scholarship is open to Indian citizens and OCI card holders aged 30 or under who studied at an Indian institution. Holders get the status of French government scholars, which often brings an exemption from the higher non-EU fees at public universities, and €1 meals at university restaurants. It does not pay travel. Holders of a first-year (M1) award can apply again for the second year, based on their M1 results. Applications are made on the French Institute in India’s scholarship portal in the months before the September start; check the portal for the current dates.',
      ),
      h2('Eiffel Excellence Scholarship'),
      p(
        'Funded by the French Ministry for Europe and Foreign Affairs, Eiffel is the most prestigious French government award. You cannot apply yourself: the French institution that admits you applies on your behalf to Campus France. Universities usually set internal deadlines in October–November, Campus France’s deadline falls in January and results come out in March–April. Master’s candidates must be 25 or younger in the year of selection (30 for PhD) and fields include engineering, sciences, economics and management, and law and political science.',
      ),
      tip(
        'Tell your target programme early that you want to be nominated for Eiffel. Apply for admission by October so the school has time to select you for its shortlist.',
      ),
      h2('University and school awards'),
      ul(
        'Université Paris-Saclay International Master’s Scholarships: €10,000 a year for selected non-EU master’s students',
        'Sciences Po’s Émile Boutmy scholarships for non-EU students at bachelor’s and master’s level',
        'Business-school merit and diversity awards at HEC, ESSEC, ESCP, EDHEC and others, usually 10–50% of tuition and decided with your admission',
        'Fee exemptions at public universities, which can cut the non-EU master’s fee from €3,941 to the French rate',
      ),
      h2('Research funding'),
      p(
        'PhD candidates in France are usually employed on a doctoral contract with a salary, so look for funded PhD positions rather than scholarships. Indian PhD students who want a short research stay in France can look at the Raman–Charpak Fellowship run by CEFIPRA with the Department of Science and Technology.',
      ),
      warn(
        'Even with a scholarship, the visa asks for proof of funds of at least €615 a month. A Charpak award counts towards it; a tuition-only discount does not.',
      ),
      p(
        'Write one strong [statement of purpose](/articles/how-to-write-an-sop) and adapt it for each award. For the full budget, read [cost of studying in France](/articles/cost-of-studying-in-france).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the best scholarship for Indian students in France?',
        'For a master’s, the Charpak Master’s scholarship (open only to Indians) and the Eiffel Excellence Scholarship (nominated by your French institution) are the most valuable government awards.',
      ],
      [
        'Can I apply for the Eiffel scholarship directly?',
        'No. Only French higher education institutions can nominate candidates to Campus France; ask your programme about its internal deadline.',
      ],
      [
        'Does the Charpak scholarship pay tuition?',
        'It pays a monthly allowance and waives visa and Campus France fees. Government scholarship holders can often be exempted from the higher non-EU fees at public universities; check with your institution.',
      ],
      [
        'Are there fully funded master’s in France?',
        'Erasmus Mundus Joint Master’s programmes come close: they cover participation costs and pay €1,400 a month, with study in at least two European countries.',
      ],
    ),
  },
  {
    ...common,
    category: 'jobs-and-salary',
    slug: 'part-time-jobs-in-france',
    title: 'Part-Time Jobs in France for Indian Students: 964-Hour Rule, Pay and Internships',
    summary:
      'How much you may work in France on a student permit, what the minimum wage pays, the jobs Indian students find, how paid internships (stages) work and the paperwork you need before your first payslip.',
    tags: ['france', 'part-time-jobs', 'work-rights'],
    publishedOn: '2025-08-12',
    updatedOn: '2026-10-30',
    body: [
      p(
        'A validated student residence permit lets you work in France without a separate work permit, within a yearly limit of 964 hours, about 60% of full-time or roughly 20 hours a week. Part-time pay helps with rent and food, but it will not cover tuition, and the best-paid student jobs usually need French.',
      ),
      h2('The rules'),
      table(
        'Student work rules in France',
        ['Rule', 'Detail'],
        ['Yearly limit', '964 hours, which you can spread unevenly across the year'],
        ['When you can start', 'Once your VLS-TS is validated or your residence permit is issued'],
        ['Minimum wage (SMIC)', 'About €12 gross an hour from January 2026; revised every January'],
        ['Internships in your course', 'Outside the 964-hour limit, under an internship agreement'],
        ['Paperwork', 'Social security number, French bank account (RIB), valid residence permit'],
      ),
      warn(
        'Working beyond 964 hours can lead to your residence permit being withdrawn or not renewed. Keep your payslips and count your hours across all employers.',
      ),
      h2('What you can earn'),
      table(
        'Monthly earnings at the minimum wage (before deductions)',
        ['Hours a week', 'Gross per month', 'Approx. in ₹'],
        ['10', 'About €520', '₹53,500'],
        ['15', 'About €780', '₹80,300'],
        ['20', 'About €1,040', '₹1.07 lakh'],
      ),
      p(
        'Employee social contributions take roughly a fifth of gross pay, so budget on about 78–80% of these figures. Students under 26 can usually exclude job income of up to three months of SMIC a year from their taxable income.',
      ),
      h2('Jobs Indian students commonly find'),
      ul(
        'Restaurants, cafés and fast-food chains: evening and weekend shifts, some French needed',
        'Retail and supermarkets, especially during holiday seasons',
        'Food delivery as a self-employed courier (check that your status allows it before you register)',
        'Babysitting and English tutoring, often found through agencies and local notice boards',
        'University jobs (library, student ambassador, lab assistant), advertised by your institution and on the CROUS student-jobs site',
        'Hotel reception and event staff, where English is an advantage',
      ),
      h2('Internships (stages)'),
      p(
        'Most French master’s and grande-école programmes include an internship of two to six months, often in the final semester. It needs a three-way internship agreement (convention de stage) between you, the company and your institution. Internships longer than two months must pay at least the legal minimum stipend, which was about €4.35 an hour in 2025; many large companies pay more. A good final-year internship is the most common route into a first job in France.',
      ),
      h2('How to find a job'),
      ul(
        'Your institution’s job board and careers service, which also list campus jobs',
        'The CROUS student-jobs platform and the public employment service, France Travail',
        'General job sites and LinkedIn for internships and English-speaking roles',
        'Walking in with a printed CV: still common for restaurants, cafés and shops',
      ),
      p(
        'French employers expect a one-page CV and a short cover letter (lettre de motivation) in French for most local jobs. Ask your university’s careers service to review both; many run free workshops in the first weeks of term.',
      ),
      tip(
        'Build your French early. Even A2–B1 widens your options from delivery and kitchen work to customer-facing jobs, which pay the same or better and improve your language for interviews.',
      ),
      p(
        'After graduating, Indian master’s graduates can stay up to 24 months to find work: see [post-study work in France](/articles/post-study-work-visa-france). For budgets, read [cost of living in France](/articles/cost-of-living-in-france).',
      ),
    ],
    faqs: faqs(
      [
        'Do students pay tax on part-time income in France?',
        'Social contributions are deducted from your payslip. Students aged under 26 can usually exclude job income of up to three months of SMIC a year from taxable income, and you must file a French tax return each spring once you have earned income in France.',
      ],
      [
        'How many hours can international students work in France?',
        'Up to 964 hours a year, about 20 hours a week on average. Internships that are part of your course are counted separately.',
      ],
      [
        'What is the minimum wage for students in France?',
        'Students are paid at least the SMIC, about €12 gross an hour from January 2026; it is revised every January.',
      ],
      [
        'Can I find a part-time job in France without French?',
        'Some, such as delivery, kitchen work, tutoring English and campus jobs. Most customer-facing and office jobs expect at least basic French.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-france',
    slug: 'post-study-work-visa-france',
    title: 'Post-Study Work Visa in France: The 24-Month Permit for Indian Graduates',
    summary:
      'How Indian master’s graduates stay in France to find a job: the APS job-search permit (recherche d’emploi ou création d’entreprise), the 24 months under the India–France mobility agreement, switching to a work or Talent permit, and the five-year Schengen visa for alumni.',
    tags: ['france', 'post-study-work', 'jobs'],
    publishedOn: '2025-10-14',
    updatedOn: '2026-11-03',
    body: [
      p(
        'France lets international graduates of master’s-level programmes stay after their studies to look for work or start a business. Under the India–France Migration and Mobility Partnership Agreement of 2021, Indian nationals can get this permit for 24 months, twice the standard twelve.',
      ),
      h2('The job-search permit at a glance'),
      table(
        'APS / “recherche d’emploi ou création d’entreprise”',
        ['Item', 'Detail'],
        ['Who', 'Graduates of a master’s or equivalent diploma from a French institution'],
        ['Length for Indians', '24 months under the India–France agreement'],
        ['When to apply', 'Online on ANEF, before your student residence permit expires'],
        [
          'What it allows',
          'Living in France while you look for a job or create a business, and working meanwhile',
        ],
        ['Next step', 'Change to a salaried-employee or “Talent” permit once you have a qualifying job'],
      ),
      h2('Who qualifies'),
      ul(
        'Holders of a national Master',
        'Holders of a diplôme d’ingénieur or a grande-école master’s-level diploma',
        'Holders of other diplomas recognised at master’s level; check that yours is registered at that level before you enrol',
      ),
      warn(
        'A bachelor’s-level diploma or a short certificate does not qualify. If post-study work matters to you, confirm before enrolling that your programme leads to a master’s-level diploma.',
      ),
      h2('How to apply'),
      ol(
        'Two to four months before your student permit ends, gather your diploma or a certificate of success (attestation de réussite), passport, proof of address and photographs.',
        'Apply on the ANEF portal and pay the fee online.',
        'Keep the receipt of your application: it lets you stay legally while the prefecture decides.',
      ),
      h2('From job search to work permit'),
      p(
        'When you find a job, your employer offers a contract and you apply to change status. A job related to your degree with a salary above the threshold set for graduates lets you switch to a salaried-employee (salarié) permit without a labour-market test. Higher-paid posts can qualify for the multi-year “passeport talent”, including the EU Blue Card route. The thresholds are linked to the French minimum wage and change each year, so check them on the official service-public site when you receive an offer.',
      ),
      h2('Where Indian graduates find jobs'),
      table(
        'Sectors hiring international graduates in France',
        ['Sector', 'Where', 'Language'],
        [
          'Software, data and AI',
          'Paris region, Sophia Antipolis, Lyon, Grenoble',
          'English often enough in tech teams',
        ],
        ['Aerospace and engineering', 'Toulouse, Paris region', 'French usually required'],
        ['Consulting, finance and audit', 'Paris', 'French expected for client work'],
        ['Luxury, retail and hospitality', 'Paris, Lyon, Nice', 'French required'],
      ),
      h2('A timeline that works'),
      table(
        'From final semester to work permit',
        ['When', 'What to do'],
        [
          'Final semester',
          'Do your internship where conversion to a job is realistic; start applying for jobs',
        ],
        [
          'Results announced',
          'Ask your institution for the certificate of success (attestation de réussite)',
        ],
        ['Two to four months before your student permit expires', 'Apply on ANEF for the job-search permit'],
        [
          'Job offer received',
          'Check the salary threshold and the job’s link to your degree, then apply to change status',
        ],
      ),
      tip(
        'Your final internship is your best job lead. Choose it for conversion potential, and ask in your interview whether interns are usually offered contracts.',
      ),
      h2('The five-year Schengen visa for alumni'),
      p(
        'France has offered five-year short-stay Schengen visas to Indian alumni who hold a French master’s. It does not allow work, but makes it easy to return for interviews, conferences and business.',
      ),
      p(
        'For work rights during your studies see [part-time jobs in France](/articles/part-time-jobs-in-france); to compare with other countries, read [post-study work in Germany](/articles/post-study-work-visa-germany) and [in Ireland](/articles/post-study-work-visa-ireland).',
      ),
    ],
    faqs: faqs(
      [
        'When should I apply for the APS in France?',
        'Apply online on ANEF before your student residence permit expires, ideally two to four months before, with your diploma or certificate of success.',
      ],
      [
        'How long can Indian students stay in France after graduation?',
        'Indian graduates of a master’s-level programme can get a 24-month permit to look for work or start a business, under the 2021 India–France mobility agreement.',
      ],
      [
        'Can I work on the APS?',
        'Yes. The permit lets you stay to search for a job and work while you search; when you get a qualifying job you change to a work permit.',
      ],
      [
        'Do bachelor’s graduates get post-study work in France?',
        'Not through this permit, which requires a master’s or equivalent. Bachelor’s graduates need a job offer and a work permit.',
      ],
    ),
  },
  {
    ...common,
    category: 'study-in-france',
    slug: 'intakes-in-france',
    title: 'Intakes in France: September and January Deadlines for Indian Students',
    summary:
      'When to apply to study in France: the September rentrée and the January intake at business schools, the Campus France calendar, and a month-by-month plan for September 2027.',
    tags: ['france', 'intakes', 'deadlines'],
    publishedOn: '2026-01-20',
    updatedOn: '2026-11-07',
    body: [
      p(
        'France has one main intake, September (the rentrée), when every public university and almost every programme starts. Business and engineering schools also run a smaller January–February intake. Because the Campus France procedure comes before the visa, you need to start about a year in advance.',
      ),
      h2('The two intakes'),
      table(
        'Intakes in France',
        ['Intake', 'Starts', 'Who offers it', 'Applications'],
        [
          'September (main)',
          'September',
          'All public universities, grandes écoles and business schools',
          'Public universities via Études en France from October to February; business and engineering schools in rounds from October to June',
        ],
        [
          'January/February',
          'January–February',
          'Mainly business and engineering schools (MSc, MiM, some bachelor’s)',
          'September–November',
        ],
      ),
      p(
        'Most Indian students should aim for September: it has the full choice of programmes, the most scholarships and the smoothest start with other new students. Read [fall vs spring intake](/articles/fall-vs-spring-intake) for the general trade-offs.',
      ),
      h2('Timeline for the September 2027 intake'),
      table(
        'Month-by-month plan',
        ['When', 'What to do'],
        ['September–October 2026', 'Shortlist programmes; take IELTS or TOEFL; start French lessons'],
        [
          'October–December 2026',
          'Apply to business schools in early rounds; create your Études en France account; ask about Eiffel nomination',
        ],
        [
          'By mid-December 2026',
          'First-year bachelor’s applicants to public universities submit the preliminary admission request (DAP) on Études en France',
        ],
        [
          'January–February 2027',
          'Public university master’s applications close; watch the French Institute in India portal for the Charpak call',
        ],
        ['March–May 2027', 'Offers arrive; accept, pay deposits, apply for CROUS housing'],
        ['April–June 2027', 'Campus France interview'],
        ['June–August 2027', 'VFS visa appointment; allow 6–8 weeks at peak'],
        ['Late August–September 2027', 'Arrive, validate your VLS-TS on ANEF, register for social security'],
      ),
      tip(
        'Business-school scholarships and places shrink round by round. Applying in the first or second round (October–January) gives you the best chance of a fee reduction.',
      ),
      h2('Deadlines by type of institution'),
      table(
        'When each kind of institution takes applications',
        ['Institution', 'How you apply', 'Usual window for September'],
        [
          'Public universities, first-year bachelor’s',
          'Preliminary admission request (DAP) on Études en France',
          'By mid-December',
        ],
        [
          'Public universities, master’s',
          'Études en France for applicants living in India',
          'October to February',
        ],
        [
          'Business schools',
          'The school’s own portal, in several rounds',
          'October to June; early rounds have more scholarships',
        ],
        [
          'Engineering schools (MSc and international tracks)',
          'The school’s own portal',
          'Usually November to May',
        ],
      ),
      h2('What to have ready before applications open'),
      ul(
        'Passport valid for your whole course',
        'Transcripts and degree certificate, or provisional results if you are in your final year',
        'IELTS, TOEFL or another English test; DELF, DALF or TCF for French-taught courses',
        'GMAT or GRE if your business-school programme asks for it',
        'A statement of purpose, a CV and two letters of recommendation; see our [LOR format guide](/articles/lor-format)',
      ),
      h2('The January intake'),
      p(
        'January starts suit students who missed September or finish their degree mid-year. Apply between September and November, complete Campus France in October–November and apply for the visa by early December. Options are narrower, CROUS rooms are harder to find mid-year, and internships may be out of step with the French recruiting calendar.',
      ),
      p(
        'Housing follows the same calendar. CROUS residence applications for September open in spring, and private rooms in Paris, Lyon and Toulouse fill from June, so start looking the week you accept your offer.',
      ),
      warn(
        'Campus France interviews and VFS appointments are busiest from May to August. Book as soon as you hold an offer; a late interview can push your visa past the start date.',
      ),
      p(
        'For requirements and costs, read [study in France](/articles/study-in-france) and the [France student visa guide](/articles/france-student-visa).',
      ),
    ],
    faqs: faqs(
      [
        'Can I apply for a master’s in France with a three-year Indian bachelor’s?',
        'Yes. The French Licence is itself a three-year degree, so universities and business schools generally accept a three-year Indian bachelor’s for master’s admission; a few competitive programmes prefer a four-year degree or work experience.',
      ],
      [
        'Do I need GMAT for a master’s in France?',
        'Many business-school MiM and MSc programmes ask for GMAT, GRE or their own test, though some waive it for strong profiles. Public university master’s do not usually ask for it.',
      ],
      [
        'What is the main intake in France?',
        'September. All public universities and most schools start then; the January intake is mainly at business and engineering schools.',
      ],
      [
        'When should I apply for September in France?',
        'Start in September–October of the previous year. Public universities take applications on Études en France until around February, and business schools run rounds from October to June.',
      ],
      [
        'Is there a January intake at French public universities?',
        'Rarely for full degrees. The January intake is mostly offered by business and engineering schools.',
      ],
    ),
  },
];
