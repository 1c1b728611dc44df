import { faqs, h2, h3, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

// ₹ figures use the seed's November 2026 rate of about ₹103 per euro.
const common = { author: 'arjun-sharma', updatedOn: '2026-10-19' } as const;

export const GERMANY_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    slug: 'study-in-germany',
    category: 'study-in-germany',
    title: 'Study in Germany for Indian Students: Free Tuition, APS, Blocked Account and Jobs (2027)',
    summary:
      'A complete guide to studying in Germany from India: tuition-free public universities, English-taught master’s, APS, the €11,904 blocked account, the student visa, intakes and jobs after graduation.',
    tags: ['germany', 'study-abroad', 'masters', 'public-universities'],
    publishedOn: '2025-07-07',
    trendingRank: 32,
    body: [
      p(
        'Indians are now the largest group of international students in Germany, at roughly 60,000. The attraction is clear: most public universities charge no tuition, only a semester contribution, and the economy is short of engineers and IT specialists. The catch is that you must show €11,904 a year in a blocked account, get an APS certificate, and, realistically, learn some German to do well in the job market.',
      ),
      h2('Why Germany'),
      ul(
        'Public universities in 15 of the 16 states charge no tuition, only a semester contribution of about €150–€350.',
        'The Technical University of Munich is 22nd in the QS World University Rankings 2026; LMU Munich, Heidelberg, Freie Universität Berlin and KIT are also in the top 100.',
        'Well over a thousand master’s programmes are taught in English.',
        'Students can work 140 full days or 280 half days a year.',
        'Graduates get an 18-month residence permit to find a job, then an EU Blue Card or skilled-worker permit.',
      ),
      h2('Universities and universities of applied sciences'),
      table(
        'Two kinds of German public institution',
        ['Type', 'Focus', 'Good for'],
        [
          'Universität / Technische Universität',
          'Research and theory; PhDs',
          'Research careers, R&D roles, competitive technical master’s',
        ],
        [
          'Hochschule / Fachhochschule (university of applied sciences)',
          'Practical, with projects and internships in industry',
          'Industry jobs, applied engineering, business and IT',
        ],
      ),
      p(
        'Browse institutions on our [German universities](/germany/universities) page, which also links to our Germany country guide with quick facts and official sources.',
      ),
      h2('Admission requirements for Indian students'),
      table(
        'What German universities usually ask for',
        ['Level', 'Academic entry', 'Language'],
        [
          'Master’s (English-taught)',
          'Related bachelor’s; many programmes want 240 ECTS (a four-year BE/BTech), some accept 180 ECTS',
          'IELTS Academic 6.5 or TOEFL iBT around 88–90',
        ],
        ['Master’s (German-taught)', 'As above', 'TestDaF or DSH-2'],
        [
          'Bachelor’s',
          'Class 12 alone is usually not enough: a year at an Indian university, qualifying JEE Advanced, or Studienkolleg',
          'Mostly German (few English-taught bachelor’s)',
        ],
      ),
      p(
        'You apply directly to the university or through uni-assist. Indian applicants also need an APS certificate from the Academic Evaluation Centre at the German Embassy in New Delhi, which checks your academic documents; it is mandatory for the visa and many universities ask for it with the application.',
      ),
      tip(
        'Apply for APS as soon as your final marksheets are out. It takes several weeks and nothing else in the process can move without it.',
      ),
      h2('Costs'),
      table(
        'Yearly costs for an Indian master’s student',
        ['Item', 'EUR per year', 'Approx. ₹ per year'],
        ['Semester contributions (public university)', '300–700', '₹31,000–72,000'],
        ['Tuition in Baden-Württemberg (non-EU)', '3,000 plus contributions', '₹3.1 lakh'],
        ['Tuition at TU Munich (non-EU master’s)', '8,000–12,000', '₹8.2–12.4 lakh'],
        ['Private universities', '10,000–20,000', '₹10.3–20.6 lakh'],
        ['Blocked account (living costs)', '11,904', '₹12.3 lakh'],
      ),
      p(
        'Read [cost of studying in Germany](/articles/cost-of-studying-in-germany) and [cost of living in Germany](/articles/cost-of-living-in-germany) for city-level figures, and our guide to the [blocked account](/articles/blocked-account-germany) for how it works.',
      ),
      h2('Visa, intakes and timeline'),
      p(
        'You apply for a national (D) visa for study, fee €75, with your admission letter, APS certificate and blocked account confirmation, then convert it into a residence permit in Germany. The main intake is the winter semester in October (applications usually close 15 July, earlier for many English-taught master’s); the smaller summer semester starts in April. See the [Germany student visa](/articles/germany-student-visa) and [intakes in Germany](/articles/intakes-in-germany) guides.',
      ),
      h2('Language and careers'),
      p(
        'You can complete an English-taught master’s without German, but most part-time jobs and many full-time jobs expect it. Students who reach B1–B2 during their studies find work far more easily and qualify sooner for permanent settlement.',
      ),
      warn(
        '“Free” does not mean “cheap”. Rent in Munich, Frankfurt and Hamburg is high, rooms are scarce, and the blocked account releases only €992 a month. Plan the first semester fully from your own funds.',
      ),
    ],
    faqs: faqs(
      [
        'Is education free in Germany for Indian students?',
        'At most public universities, yes: you pay only a semester contribution of about €150–€350. Baden-Württemberg charges non-EU students €1,500 per semester, TU Munich charges non-EU students tuition, and private universities always charge fees.',
      ],
      [
        'Can I study in Germany in English?',
        'Yes, at master’s level: there are well over a thousand English-taught master’s programmes. Most bachelor’s programmes are taught in German.',
      ],
      [
        'How much money do I need to study in Germany?',
        'You must show €11,904 for the first year, normally in a blocked account. Realistically, budget €1,000–1,300 a month to live, more in Munich, plus any tuition.',
      ],
      [
        'Is a three-year degree accepted in Germany?',
        'For some master’s programmes that ask for 180 ECTS, yes. Many technical master’s at TU9 universities require 210–240 ECTS, which usually means a four-year BE or BTech.',
      ],
    ),
  },
  {
    ...common,
    slug: 'germany-student-visa',
    category: 'study-in-germany',
    title: 'Germany Student Visa for Indians: Documents, Blocked Account, APS, Fee and Process',
    summary:
      'How to get a German national (D) visa for study from India: the documents, the €11,904 proof of funds, APS, the €75 fee, appointments and the residence permit after arrival.',
    tags: ['germany', 'student-visa', 'aps', 'blocked-account'],
    publishedOn: '2025-08-11',
    trendingRank: 34,
    body: [
      p(
        'Indian students going to Germany for a degree need a national visa for study (D visa), which you then convert into a residence permit at the local foreigners’ office (Ausländerbehörde) after you arrive. The process is predictable if you start early: most delays come from APS certificates, appointment waiting times and incomplete proof of funds.',
      ),
      h2('Key facts'),
      table(
        'German student visa at a glance',
        ['Item', 'Detail'],
        ['Visa type', 'National visa for study (D visa), then residence permit for study'],
        ['Fee', '€75 (about ₹7,700), paid in rupees at the current rate'],
        ['Proof of funds', '€11,904 for the first year (€992 a month), valid since 1 September 2024'],
        ['APS certificate', 'Mandatory for Indian applicants'],
        ['Processing', 'Appointment waits of several weeks, then typically 4–12 weeks for a decision'],
        [
          'Where to apply',
          'Online through the Federal Foreign Office’s Consular Services Portal, or the visa centre the mission names',
        ],
      ),
      h2('Documents checklist'),
      ol(
        'Valid passport and biometric photos',
        'University admission letter (Zulassungsbescheid) or conditional admission',
        'APS certificate from the Academic Evaluation Centre in New Delhi',
        'Blocked account confirmation showing €11,904, or another accepted proof of funds',
        'Travel health insurance until enrolment, then German statutory or recognised private student insurance',
        'Language certificates required by the course (IELTS or TOEFL for English-taught; TestDaF or DSH for German-taught)',
        'Degree certificates, marksheets, CV and a motivation letter',
      ),
      p(
        'Our [documents checklist](/articles/documents-required-to-study-abroad) covers the papers most destinations ask for.',
      ),
      h2('Proof of funds'),
      p(
        'The standard proof is a blocked account (Sperrkonto) with a provider such as Expatrio, Fintiba or Coracle. You deposit €11,904 (about ₹12.3 lakh) before applying, and after arrival the account releases €992 a month. The amount is set by the Federal Foreign Office and revised from time to time, so check it before you transfer. Read our [blocked account guide](/articles/blocked-account-germany) for step-by-step instructions.',
      ),
      table(
        'Accepted alternatives to a blocked account',
        ['Alternative', 'When it works'],
        [
          'Formal obligation letter (Verpflichtungserklärung)',
          'A person living in Germany commits to cover your costs',
        ],
        ['Scholarship', 'A recognised award, such as DAAD, covering at least the required amount'],
        ['Combination', 'A partial scholarship plus a smaller blocked account'],
      ),
      h2('Step by step'),
      ol(
        'Get your APS certificate and your admission letter.',
        'Open the blocked account and buy travel health insurance.',
        'Apply online or book the visa appointment as soon as you have the admission letter; slots in summer go quickly.',
        'Submit your documents and biometrics and pay the €75 fee.',
        'After the visa is granted, travel, register your address (Anmeldung) within 14 days and enrol at the university.',
        'Apply to the Ausländerbehörde for your residence permit before the visa expires.',
      ),
      tip(
        'Apply as soon as your admission letter arrives, even if the semester is months away. For the winter semester, waiting until August often means missing the start of lectures.',
      ),
      h2('If you are not yet admitted'),
      p(
        'If you are still waiting for admission or need to sit an entrance test, you can apply for a student applicant visa, which lets you stay in Germany for up to nine months to secure a place and then switch to a study permit. A language course visa is a separate category and does not automatically lead to a study permit.',
      ),
      h2('Interview and common refusal reasons'),
      ul(
        'A motivation letter that does not explain why this programme, why Germany and how it links to your background.',
        'A course unrelated to your previous studies without a convincing reason.',
        'Missing or incorrect blocked account confirmation or insurance.',
        'Inconsistent documents, such as different names or dates across certificates.',
      ),
      p(
        'Prepare for questions about your course, costs and plans with our [student visa interview tips](/articles/student-visa-interview-tips).',
      ),
      warn(
        'Book appointments only through the German mission’s official channels. Paid “appointment agents” are not authorised, and a missed or fraudulent booking can delay your case by weeks.',
      ),
    ],
    faqs: faqs(
      [
        'What is the German student visa fee for Indians?',
        'The national (D) visa fee is €75, about ₹7,700, payable in rupees at the exchange rate the mission uses. The residence permit in Germany costs extra.',
      ],
      [
        'How much is the blocked account for a German student visa?',
        '€11,904 for the first year, which is €992 a month, since 1 September 2024. Check the Federal Foreign Office page before you transfer, as the figure is revised from time to time.',
      ],
      [
        'Is APS mandatory for a German student visa?',
        'Yes. Indian applicants for a study visa must have an APS certificate from the Academic Evaluation Centre in New Delhi.',
      ],
      [
        'How long does the German student visa take?',
        'Allow for appointment waiting times of several weeks and a decision in about 4–12 weeks. Apply as soon as you have your admission letter and APS certificate.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-studying-in-germany',
    category: 'cost-of-study',
    title: 'Cost of Studying in Germany for Indian Students: Tuition, Semester Fee and Total Budget',
    summary:
      'What it really costs to study in Germany from India: semester contributions, where non-EU tuition applies, the blocked account, visa, insurance and one-time costs, in euros and rupees.',
    tags: ['germany', 'cost-of-study', 'tuition-fees', 'budget'],
    publishedOn: '2025-09-01',
    trendingRank: 36,
    body: [
      p(
        'Germany is one of the best-value destinations for a master’s: most public universities charge no tuition at all. But a semester contribution, health insurance, rent and a few one-time costs add up. This guide totals the real cost of a two-year master’s for an Indian student, at about ₹103 per euro.',
      ),
      h2('Tuition: free, with exceptions'),
      table(
        'Tuition for non-EU students',
        ['Where', 'Fee', 'Approx. ₹'],
        [
          'Public universities in 15 of 16 states',
          'Semester contribution only, about €150–€350 per semester',
          '₹15,500–36,000 per semester',
        ],
        [
          'Public universities in Baden-Württemberg',
          '€1,500 per semester plus the contribution',
          '₹1.55 lakh per semester',
        ],
        [
          'Technical University of Munich',
          '€4,000–6,000 per semester for master’s (since winter 2024/25)',
          '₹4.1–6.2 lakh per semester',
        ],
        ['Private universities (master’s)', '€10,000–20,000 a year', '₹10.3–20.6 lakh a year'],
        ['Private universities (bachelor’s)', '€8,000–18,000 a year', '₹8.2–18.5 lakh a year'],
      ),
      p(
        'The semester contribution pays for student services, the student union and, at most universities, a semester ticket for public transport. At TU Berlin, for example, two contributions of about €330 a year include the ticket.',
      ),
      h2('One-time costs'),
      table(
        'Costs before and on arrival',
        ['Item', 'Amount', 'Approx. ₹'],
        ['APS certificate', 'Fee set by APS India', 'Check aps-india.de'],
        ['IELTS Academic', '₹18,000', '₹18,000'],
        ['uni-assist', '€75 for the first application, €30 for each further one', '₹7,700 + ₹3,100 each'],
        ['National (D) visa', '€75', '₹7,700'],
        [
          'Blocked account provider fees',
          'Set-up and monthly fees vary by provider',
          'A few thousand rupees',
        ],
        ['Flight to Germany', 'One way, economy', '₹40,000–42,000'],
        ['Rent deposit', 'Usually two to three months’ cold rent', '₹60,000–1.5 lakh'],
      ),
      h2('Living costs'),
      p(
        'You must show €11,904 for the first year in a blocked account (about ₹12.3 lakh), which is released at €992 a month. Most students spend €1,000–1,300 a month, more in Munich, Frankfurt and Hamburg. Public student health insurance alone is about €140 a month. See [cost of living in Germany](/articles/cost-of-living-in-germany) for a city breakdown.',
      ),
      h2('Total for a two-year master’s'),
      table(
        'Estimated total for a two-year master’s at a public university in Berlin',
        ['Item', 'EUR', 'Approx. ₹'],
        ['Semester contributions (4 × about €330)', '1,320', '₹1.4 lakh'],
        ['Living costs (24 months × about €1,200)', '28,800', '₹29.7 lakh'],
        ['Visa, APS, applications and insurance until enrolment', 'About 500', '₹0.5 lakh'],
        ['Flights and setting up (deposit, furniture)', 'About 2,000', '₹2.1 lakh'],
        ['Total', 'About 32,600', 'About ₹34 lakh'],
      ),
      p(
        'At TU Munich, add €16,000–24,000 of tuition over four semesters and higher rent. Part-time work and scholarships can reduce the amount you need from India; try our [expense calculator](/expense-calculator) with your own numbers.',
      ),
      tip(
        'Compare the same programme at different universities. An English-taught master’s at a public university of applied sciences can cost a fraction of a private university’s fee and often has stronger industry links.',
      ),
      h2('Public, TU Munich or private: two-year totals compared'),
      table(
        'Approximate cost of a two-year master’s by type of university',
        ['Option', 'Tuition and contributions', 'Living costs (24 months)', 'Approx. total'],
        ['Public university in Berlin', '€1,320', '€28,800', 'About €32,600 (₹34 lakh)'],
        [
          'TU Munich, non-EU',
          '€16,000–24,000 plus contributions',
          'About €34,000',
          'About €53,000–61,000 (₹55–63 lakh)',
        ],
        ['Private university', '€20,000–40,000', '€28,800–34,000', 'About €51,000–76,000 (₹53–78 lakh)'],
      ),
      p(
        'The totals include about €2,500 for the visa, APS, applications, flights and setting up. Money for the blocked account and fees is sent from India under the Liberalised Remittance Scheme; since 1 April 2025 no tax is collected at source on education remittances financed by a loan from a recognised lender, and remittances from your own funds attract 5% TCS only above ₹10 lakh a year, which you can claim back against income tax.',
      ),
      h2('Ways to fund it'),
      ul(
        'Scholarships: DAAD, Deutschlandstipendium and foundation awards; see [scholarships in Germany](/articles/scholarships-in-germany).',
        'Part-time work within the 140 full days a year limit; see [part-time jobs in Germany](/articles/part-time-jobs-in-germany).',
        'An education loan from an Indian bank for the blocked account and first-year costs; compare with our [education loan calculator](/calculator/education-loan).',
      ),
      warn(
        'Private universities often advertise easy admission and guaranteed jobs. Check accreditation, the fees for the whole course and graduate outcomes before paying, and compare with public options first.',
      ),
    ],
    faqs: faqs(
      [
        'How much does it cost to study in Germany for Indian students?',
        'At a public university, a two-year master’s usually costs about ₹30–35 lakh in total, almost all of it living costs. At TU Munich or a private university, add tuition of roughly ₹8–20 lakh a year.',
      ],
      [
        'Do I pay tuition at German public universities?',
        'Not in 15 of the 16 states, where you pay only a semester contribution. Baden-Württemberg charges non-EU students €1,500 per semester, and TU Munich charges non-EU students tuition.',
      ],
      [
        'Is the blocked account money a fee?',
        'No. It is your own money, paid back to you at €992 a month after you arrive, to cover living costs.',
      ],
    ),
  },
  {
    ...common,
    slug: 'cost-of-living-in-germany',
    category: 'cost-of-study',
    title: 'Cost of Living in Germany for Indian Students: Rent, Food, Insurance and Transport',
    summary:
      'Monthly living costs for students in Germany: rent in Munich and Berlin, food, health insurance, the semester ticket and other bills, compared with the €992 a month the blocked account releases.',
    tags: ['germany', 'cost-of-living', 'accommodation', 'budget'],
    publishedOn: '2025-09-22',
    body: [
      p(
        'Germany’s living costs are moderate by Western European standards, but they vary widely by city. A student in Leipzig or Dresden can live on under €1,000 a month, while a shared room alone in Munich costs around €800. This guide compares the main expenses with the €992 a month your blocked account releases.',
      ),
      h2('Monthly costs by item'),
      table(
        'Typical monthly costs for a student',
        ['Item', 'EUR per month', 'Approx. ₹ per month'],
        ['Rent (room in a shared flat or student hall)', '350–750', '₹36,000–77,000'],
        ['Food and groceries', '200–300', '₹20,600–31,000'],
        ['Public transport (semester ticket or Deutschlandticket)', '35–65', '₹3,600–6,700'],
        ['Public student health insurance (mandatory)', '125–150', '₹12,900–15,500'],
        ['Phone, internet, utilities and broadcasting fee', '40–90', '₹4,100–9,300'],
      ),
      p(
        'Most students spend €1,000–1,300 a month (about ₹1.03–1.34 lakh). Health insurance and rent are fixed costs you cannot avoid, so the blocked account’s €992 usually needs a top-up from part-time work or family.',
      ),
      h2('Munich and Berlin compared'),
      table(
        'Monthly costs in two popular student cities',
        ['Item', 'Munich (EUR)', 'Berlin (EUR)'],
        ['Student hall room (Studierendenwerk)', '420', '380'],
        ['Room in a shared flat (WG)', '800', '650'],
        ['Food', '300', '280'],
        ['Transport', '38 (Deutschlandsemesterticket)', 'Included in the semester contribution'],
        ['Health insurance', 'About 140', 'About 140'],
        ['Miscellaneous', '150', '130'],
        ['Total with a WG room', 'About 1,430 (₹1.47 lakh)', 'About 1,200 plus the contribution (₹1.3 lakh)'],
      ),
      p(
        'Munich is Germany’s most expensive city for rent. Frankfurt, Hamburg and Stuttgart come next; eastern cities such as Leipzig, Dresden and Chemnitz are much cheaper. Compare cities in our [expense calculator](/expense-calculator).',
      ),
      h2('Accommodation'),
      h3('Student halls (Studierendenwerk)'),
      p(
        'The cheapest option, at roughly €300–450 a month, but waiting lists in big cities are long. Apply the day you receive your admission letter.',
      ),
      h3('Shared flats (WG)'),
      p(
        'The most common choice. Search WG-Gesucht and university housing groups; expect to apply for many rooms and attend short interviews with flatmates.',
      ),
      warn(
        'Rental scams targeting Indian students are common: a landlord “abroad” who asks for a deposit before you can see the room or sign a contract is almost always a fraud. Never pay before verifying the landlord and the contract.',
      ),
      h2('Health insurance explained'),
      p(
        'Every student must be insured to enrol. Students under 30 normally join a public health insurer (such as TK, AOK or Barmer) at the student rate, about €140 a month including long-term care insurance in 2026. If you are 30 or older, or choose to be exempted from public insurance, you need a recognised private policy instead; an exemption usually cannot be reversed for the rest of your studies, so take advice before signing one.',
      ),
      h2('Your first month'),
      p(
        'The blocked account usually pays its first €992 only after you activate it with your German address and bank account, which can take two or three weeks after arrival. Meanwhile you pay a rent deposit, the first month’s rent and basic furniture or kitchen items. Arrive with €1,500–2,000 (about ₹1.5–2 lakh) available on a forex card or debit card, separate from the blocked account.',
      ),
      h2('Bills many students forget'),
      ul(
        'Broadcasting fee (Rundfunkbeitrag): charged per household, so flatmates share it.',
        'Rent deposit (Kaution): usually up to three months’ cold rent, returned when you move out.',
        'Warm versus cold rent: “warm” includes heating and service charges; “cold” does not.',
        'Health insurance continues during semester breaks; it is not optional at any point.',
      ),
      tip(
        'The Deutschlandsemesterticket, included in many semester contributions, is valid on local and regional transport across the whole country, which makes weekend travel cheap.',
      ),
      h2('Making the budget work'),
      p(
        'Cooking at home, a shared flat and a mini-job of €603 a month can cover the gap between the blocked account and real costs. Read [part-time jobs in Germany](/articles/part-time-jobs-in-germany) for the rules, [cost of studying in Germany](/articles/cost-of-studying-in-germany) for tuition and one-time costs, and our [blocked account guide](/articles/blocked-account-germany).',
      ),
    ],
    faqs: faqs(
      [
        'How much money do I need per month in Germany as a student?',
        'About €1,000–1,300 a month in most cities (₹1.03–1.34 lakh), and more in Munich, Frankfurt and Hamburg.',
      ],
      [
        'Is €992 a month enough to live in Germany?',
        'In smaller and eastern cities, nearly. In Munich, Frankfurt or Hamburg, rent alone can take most of it, so plan a top-up from part-time work or family.',
      ],
      [
        'What is the cheapest city in Germany for students?',
        'Cities in eastern Germany, such as Leipzig, Dresden and Chemnitz, have the lowest rents among large university cities.',
      ],
      [
        'How much is student health insurance in Germany?',
        'Public student health insurance costs about €140 a month in 2026, including long-term care insurance. It is compulsory for enrolment.',
      ],
    ),
  },
  {
    ...common,
    slug: 'scholarships-in-germany',
    category: 'scholarships',
    title: 'Scholarships in Germany for Indian Students: DAAD, Deutschlandstipendium and More',
    summary:
      'The main scholarships for Indian students in Germany: DAAD, Deutschlandstipendium, political foundations, Erasmus Mundus and SBW Berlin, with what they pay and who should apply.',
    tags: ['germany', 'scholarships', 'daad', 'masters'],
    publishedOn: '2025-10-13',
    body: [
      p(
        'Because most German public universities charge no tuition, German scholarships mostly pay for living costs. A good award can replace your blocked account entirely. Here are the main options for Indian students, with links to our detailed guides.',
      ),
      h2('The main scholarships at a glance'),
      table(
        'Scholarships for Indian students in Germany',
        ['Scholarship', 'Level', 'What it pays', 'Guide'],
        [
          'DAAD Study Scholarships',
          'Master’s and PhD',
          '€992 a month for master’s, €1,300 for doctoral candidates, plus travel and insurance',
          '[DAAD scholarship](/articles/daad-scholarship)',
        ],
        [
          'Deutschlandstipendium',
          'Bachelor’s and master’s',
          '€300 a month',
          '[Deutschlandstipendium](/articles/deutschlandstipendium)',
        ],
        [
          'Friedrich-Ebert-Stiftung',
          'Bachelor’s, master’s and PhD',
          'Monthly stipend similar to DAAD rates, plus health insurance',
          '[FES scholarship](/articles/friedrich-ebert-stiftung-scholarship)',
        ],
        [
          'SBW Berlin',
          'Bachelor’s and master’s in Berlin or Potsdam',
          'A room in SBW’s student flats, a living allowance and tuition fees, for socially committed applicants aged 18–30',
          '[SBW Berlin scholarship](/articles/sbw-berlin-scholarship)',
        ],
        [
          'Erasmus Mundus Joint Master’s',
          'Master’s (two or more countries)',
          'Full scholarships including a monthly allowance',
          'Applied for through each programme',
        ],
      ),
      h2('DAAD'),
      p(
        'The German Academic Exchange Service is the largest funder. Its study scholarships and EPOS development-related postgraduate courses pay a monthly stipend, travel and insurance; many programmes ask for two years of work experience. Deadlines vary by programme and are often August–October, a year before you start.',
      ),
      h2('Deutschlandstipendium'),
      p(
        'Universities award €300 a month, half paid by private sponsors and half by the federal government, regardless of nationality or income. You apply through your university, usually once you are admitted or enrolled. It can be combined with other support.',
      ),
      h2('Political and religious foundations'),
      p(
        'Germany’s party-affiliated and church foundations, such as the Friedrich-Ebert-Stiftung, Heinrich Böll Stiftung and Konrad-Adenauer-Stiftung, fund international students at German universities. They look for academic excellence plus social or political commitment matching the foundation’s values, and usually require you to be admitted to or enrolled at a German university.',
      ),
      tip(
        'Foundation applications are judged on your commitment outside the classroom. Document volunteering, student leadership and community work with certificates and references from the start.',
      ),
      h2('Erasmus Mundus'),
      p(
        'Erasmus Mundus Joint Master’s are run by consortia of universities in several countries, often including a German partner. Scholarships cover participation costs and a monthly allowance for the whole programme. Each programme has its own deadline, often between October and January.',
      ),
      h2('When to apply'),
      table(
        'Scholarship timeline for a winter-semester start',
        ['Scholarship', 'When you apply', 'Admission needed first?'],
        [
          'DAAD study scholarships and EPOS',
          'Usually August–October, about a year before',
          'No; you apply with your chosen programmes',
        ],
        [
          'Erasmus Mundus Joint Master’s',
          'Usually October–January',
          'No; you apply to the programme and scholarship together',
        ],
        [
          'Deutschlandstipendium',
          'Set by each university, around the start of the semester',
          'Yes, admission or enrolment',
        ],
        ['Political foundations', 'Fixed rounds, often twice a year', 'Usually yes'],
      ),
      h2('What makes a strong application'),
      ul(
        'A motivation letter that connects your past study and work to the programme and to a concrete plan afterwards.',
        'Academic results presented clearly, with your university’s grading scale explained.',
        'References from people who know your work well, rather than from senior names who do not.',
        'For foundation awards, evidence of sustained social or political engagement, not a single event.',
      ),
      h2('University and research funding'),
      ul(
        'PhD positions in Germany are often paid jobs as a research associate, with a salary rather than a scholarship.',
        'Many universities give short-term grants, tuition waivers (where fees apply) and completion grants to international students.',
        'Research institutes such as Max Planck and Helmholtz fund doctoral researchers directly.',
      ),
      warn(
        'A scholarship only replaces the blocked account if it covers at least €992 a month and the mission accepts it as proof of funds. Check with the award provider before you skip opening a blocked account.',
      ),
      p(
        'Budget your study with [cost of studying in Germany](/articles/cost-of-studying-in-germany), and convert your grades with our [CGPA to GPA calculator](/cgpa-to-gpa-calculator) before applying.',
      ),
    ],
    faqs: faqs(
      [
        'Which is the best scholarship for Indian students in Germany?',
        'DAAD is the best known and most generous for master’s and PhD students, paying €992 a month for master’s and €1,300 for doctoral candidates. The Deutschlandstipendium (€300 a month) is easier to combine with other support.',
      ],
      [
        'Are there fully funded scholarships in Germany?',
        'Yes. DAAD, the political foundations and Erasmus Mundus cover living costs, and since most public universities charge no tuition, these effectively fund your whole study.',
      ],
      [
        'Can I apply for scholarships before admission in Germany?',
        'For DAAD and Erasmus Mundus, yes, often a year ahead. The Deutschlandstipendium and most foundation awards need you to be admitted or enrolled.',
      ],
      [
        'Can a scholarship replace the blocked account?',
        'Yes, if it covers at least the required €992 a month and is from a recognised provider such as DAAD. A partial award can be combined with a smaller blocked account.',
      ],
    ),
  },
  {
    ...common,
    slug: 'part-time-jobs-in-germany',
    category: 'jobs-and-salary',
    title: 'Part-Time Jobs in Germany for Indian Students: 140-Day Rule, Mini-Jobs and Pay',
    summary:
      'How much international students can work in Germany: the 140 full days or 280 half days rule, HiWi and working-student jobs, the €13.90 minimum wage, mini-jobs up to €603 and tax.',
    tags: ['germany', 'part-time-jobs', 'work-rights', 'mini-job'],
    publishedOn: '2025-11-03',
    body: [
      p(
        'Part-time work helps most Indian students in Germany close the gap between the €992 a month the blocked account releases and their real costs. The rules are generous but specific, and German language skills decide which jobs you can get. Here is what you need to know.',
      ),
      h2('How much you can work'),
      table(
        'Work rules for non-EU students in Germany',
        ['Rule', 'Detail'],
        [
          'Yearly limit',
          '140 full days or 280 half days a year, without approval from the employment agency',
        ],
        [
          'Student assistant (HiWi) jobs at your university',
          'Not counted towards the limit, but you must report them',
        ],
        ['Mandatory internships in your curriculum', 'Not counted'],
        ['Voluntary internships', 'Counted towards the limit'],
        ['Self-employment and freelancing', 'Only with permission from the foreigners’ office'],
      ),
      p(
        'A half day means up to four hours. During lecture periods, working more than 20 hours a week can also cost you your student status for social insurance, so most students stay at or below 20 hours in term and work more in the breaks.',
      ),
      h2('What you can earn'),
      p(
        'The statutory minimum wage is €13.90 an hour in 2026 (about ₹1,430). Working 20 hours a week at that rate earns roughly €1,100 a month before deductions.',
      ),
      table(
        'Types of student employment',
        ['Type', 'Pay and deductions', 'Good to know'],
        [
          'Mini-job',
          'Up to €603 a month, free of tax and most contributions',
          'Flexible; common in retail and restaurants',
        ],
        [
          'Working student (Werkstudent)',
          'Usually above minimum wage; reduced social contributions',
          'Job in your field at a company; the best route to a full-time offer',
        ],
        [
          'Student assistant (HiWi)',
          'University pay scale',
          'Research or teaching support; not counted in the 140 days',
        ],
        ['Regular part-time job', 'Normal tax and contributions', 'Counts towards the limit'],
      ),
      h2('How the days are counted'),
      p(
        'The limit is counted in working days, not hours. A day on which you work up to four hours counts as a half day; a longer day counts as a full day. Some examples:',
      ),
      ul(
        'A mini-job of four hours on three evenings a week uses three half days a week, or about 150 half days over a year.',
        'Two eight-hour shifts a week use two full days a week, so you would reach 140 full days in about 70 weeks of work.',
        'Full-time work in the semester breaks counts day by day and is the quickest way to use up the allowance.',
      ),
      h2('Jobs Indian students commonly do'),
      ul(
        'Working-student roles in software, data, engineering or consulting (English is often enough in tech)',
        'HiWi positions in your department’s labs or teaching',
        'Retail, warehouses, delivery and restaurant work (German helps a lot)',
        'Tutoring and campus jobs such as library or events support',
      ),
      tip(
        'A working-student job in your field is worth more than any café shift: it builds German work experience, often pays better, and frequently turns into a full-time offer after graduation.',
      ),
      h2('Tax and paperwork'),
      ol(
        'Register your address (Anmeldung); you then receive a tax ID by post.',
        'Open a German bank account for your salary.',
        'Show your health insurance and student enrolment certificate to the employer.',
        'If tax was withheld and your yearly income was low, file a tax return to get it back.',
      ),
      warn(
        'Working beyond 140 full or 280 half days without approval breaks your residence permit conditions and can lead to its withdrawal. Keep a record of every day you work.',
      ),
      h2('Finding work'),
      p(
        'Look at your university’s job portal and notice boards, company career pages for “Werkstudent” roles, and LinkedIn. Learn German from your first semester: even A2–B1 opens far more jobs. For life after graduation, read [post-study work in Germany](/articles/post-study-work-visa-germany) and [average salary in Germany](/articles/average-salary-in-germany); for your budget, see [cost of living in Germany](/articles/cost-of-living-in-germany).',
      ),
    ],
    faqs: faqs(
      [
        'How many hours can international students work in Germany?',
        '140 full days or 280 half days a year. In practice most students work up to 20 hours a week during lectures and full-time in the semester breaks.',
      ],
      [
        'What is the minimum wage for students in Germany?',
        'The statutory minimum wage of €13.90 an hour in 2026 applies to students too, including mini-jobs.',
      ],
      [
        'Can I find a part-time job in Germany without German?',
        'Some, mainly working-student roles in tech and research jobs at universities. Most retail and service jobs need at least basic German.',
      ],
      [
        'Do HiWi jobs count towards the 140-day limit?',
        'No. Student assistant jobs at your university are not counted, but you must report them to the foreigners’ office.',
      ],
    ),
  },
  {
    ...common,
    slug: 'post-study-work-visa-germany',
    category: 'jobs-and-salary',
    title: 'Post-Study Work Visa in Germany: 18-Month Job-Seeker Permit, Blue Card and PR',
    summary:
      'What Indian graduates can do after studying in Germany: the 18-month residence permit to look for work, switching to an EU Blue Card or skilled-worker permit, and the route to permanent settlement.',
    tags: ['germany', 'post-study-work', 'blue-card', 'careers'],
    publishedOn: '2025-12-01',
    body: [
      p(
        'Germany does not have a separate “post-study work visa”, but its rules for graduates are among the best in Europe. After your degree you can stay up to 18 months to find a job, work without restriction while you search, then move to an EU Blue Card or skilled-worker permit and, within a few years, to permanent settlement.',
      ),
      h2('Step 1: the 18-month job-seeker permit'),
      table(
        'Residence permit for job-seeking after studies',
        ['Item', 'Detail'],
        ['Length', 'Up to 18 months from the end of your studies'],
        ['When to apply', 'Before your student residence permit expires, at the local foreigners’ office'],
        ['Work allowed', 'Any job, without restriction, while you look for one that matches your degree'],
        [
          'Proof needed',
          'Degree certificate or confirmation of completion, health insurance, proof you can support yourself',
        ],
      ),
      tip(
        'Ask your examination office for a confirmation of completion as soon as your last grade is in, rather than waiting weeks for the formal degree certificate, and apply for the permit straight away.',
      ),
      h2('Step 2: EU Blue Card or skilled-worker permit'),
      p(
        'Once you have a job offer that matches your qualification, you switch. The EU Blue Card needs a salary above a yearly threshold; recent graduates (within three years of graduating) and shortage occupations such as IT, engineering and medicine have a lower threshold. For 2026 the thresholds are €50,700 a year in general and €45,934.20 for shortage occupations and recent graduates; they are revised every January.',
      ),
      table(
        'Which permit fits',
        ['Permit', 'Who it suits'],
        ['EU Blue Card', 'Graduates whose job pays above the threshold; fastest route to settlement'],
        ['Skilled-worker residence permit', 'Qualified jobs below the Blue Card threshold'],
        ['IT specialist route', 'IT roles with professional experience, even without a degree'],
      ),
      h2('Step 3: permanent settlement'),
      table(
        'Routes to a settlement permit',
        ['Route', 'Time in qualified employment'],
        ['EU Blue Card with German at B1', 'From 21 months'],
        ['EU Blue Card with basic German (A1)', 'From 27 months'],
        ['Graduate of a German university working as a skilled worker', 'From 2 years'],
      ),
      p(
        'Each route also needs pension contributions for the period and basic knowledge of German law and society. After five years of legal residence you can apply for German citizenship; Germany has allowed dual citizenship since June 2024, but India does not.',
      ),
      warn(
        'India does not allow dual citizenship, so taking German citizenship means giving up your Indian passport. Many Indians remain on a settlement permit instead, which gives permanent residence without changing nationality.',
      ),
      h2('Documents for the job-seeker permit'),
      ul(
        'Passport and current residence permit for study',
        'Degree certificate or the examination office’s confirmation that you have passed',
        'Proof of health insurance (you are no longer covered at the student rate)',
        'Proof that you can support yourself, such as savings, a job or a formal obligation letter',
        'Rental contract and address registration',
      ),
      p(
        'The Opportunity Card (Chancenkarte), introduced in June 2024, is designed for skilled people coming from abroad. As a graduate of a German university you use the 18-month permit instead, which is simpler and gives you full work rights while you search.',
      ),
      h2('How to get hired'),
      ul(
        'Start in your first year: working-student jobs and internships are the usual way in.',
        'Learn German to B1–B2; it widens the job market and shortens your route to settlement.',
        'Write your thesis with a company where possible.',
        'Use your university’s careers service and the federal “Make it in Germany” portal.',
      ),
      p(
        'For pay levels read [average salary in Germany](/articles/average-salary-in-germany), and for part-time work during your degree see [part-time jobs in Germany](/articles/part-time-jobs-in-germany). Our [Germany page](/germany) lists the official sources.',
      ),
    ],
    faqs: faqs(
      [
        'How long can I stay in Germany after my master’s?',
        'Up to 18 months on a residence permit to look for a job, during which you may work without restriction.',
      ],
      [
        'What salary do I need for an EU Blue Card in 2026?',
        '€50,700 a year in general, or €45,934.20 for shortage occupations and graduates within three years of finishing their degree. The thresholds change every January.',
      ],
      [
        'How soon can I get permanent residence in Germany?',
        'German graduates can apply after 2 years of skilled employment; Blue Card holders after 21 months with B1 German or 27 months with basic German.',
      ],
      [
        'Can I work while on the job-seeker permit?',
        'Yes. You may take any job during the 18 months while looking for a position that matches your degree.',
      ],
      [
        'Do I need German to get a job in Germany after my studies?',
        'Not always in tech and research, but German at B1 or above makes job hunting much easier and shortens the route to permanent settlement.',
      ],
    ),
  },
  {
    ...common,
    slug: 'intakes-in-germany',
    category: 'study-in-germany',
    title: 'Intakes in Germany 2027: Winter and Summer Semester Deadlines for Indian Students',
    summary:
      'Germany’s winter (October) and summer (April) intakes explained: application windows, the 15 July and 15 January deadlines, uni-assist timing, APS and a month-by-month plan.',
    tags: ['germany', 'intakes', 'admissions', 'deadlines'],
    publishedOn: '2026-01-19',
    body: [
      p(
        'German universities admit students twice a year: in the winter semester, starting in October, and the summer semester, starting in April. The winter semester is much larger, especially for English-taught master’s, so most Indian students aim for October.',
      ),
      h2('The two intakes'),
      table(
        'German intakes for 2027',
        ['Intake', 'Semester starts', 'Lectures start', 'Usual deadline for international applicants'],
        ['Summer semester 2027', '1 April 2027', 'Mid-April', '15 January 2027 (some programmes earlier)'],
        [
          'Winter semester 2027/28',
          '1 October 2027',
          'Mid-October',
          '15 July 2027; many English-taught master’s close between 31 March and 31 May',
        ],
      ),
      p(
        'Deadlines are set by each university and programme. Always check the programme page and the DAAD database rather than relying on the general dates.',
      ),
      h2('Winter or summer?'),
      table(
        'Comparing the intakes',
        ['Factor', 'Winter (October)', 'Summer (April)'],
        ['Number of English-taught master’s', 'Most programmes', 'Fewer'],
        [
          'Fits Indian graduation in May–June',
          'Yes, if you apply with your final-year marks',
          'Needs a gap of about ten months',
        ],
        ['Accommodation', 'Hardest month to find a room', 'Slightly easier'],
        ['Visa appointments', 'Busiest in June–August', 'Quieter'],
      ),
      p(
        'For a wider comparison across countries, read [fall vs spring intake](/articles/fall-vs-spring-intake).',
      ),
      h2('Month-by-month plan for the winter semester 2027/28'),
      ol(
        'November 2026–January 2027: shortlist programmes; take IELTS or TOEFL; start German at A1.',
        'December 2026–February 2027: apply for APS as soon as you have the required marksheets.',
        'January–March 2027: write your motivation letter and CV; collect LORs.',
        'February–May 2027: apply directly or through uni-assist, which needs 4–6 weeks to process.',
        'May–July 2027: receive admissions; open the blocked account; book the visa appointment.',
        'August–September 2027: visa, accommodation, flights; arrive for orientation.',
      ),
      tip(
        'Submit uni-assist applications at least six weeks before the deadline. Uni-assist checks your documents first, and a missing certificate found late can cost you the intake.',
      ),
      h2('Documents to prepare'),
      ul(
        'APS certificate',
        'Class 10 and 12 marksheets, degree certificate and semester-wise transcripts with the grading scale',
        'Module descriptions or syllabus for programmes that check subject match',
        'IELTS or TOEFL score (or TestDaF/DSH for German-taught courses) and any German certificate you hold',
        'CV in a tabular European format and a motivation letter written for each programme',
        'Letters of recommendation and, for some programmes, a GRE score',
      ),
      p(
        'Some universities ask you to apply directly but send your documents to uni-assist for a preliminary review documentation (VPD), which converts your grade to the German scale. Request it early, as it is needed before the university deadline.',
      ),
      tip(
        'Keep a single folder of certified copies and scans named consistently. Many German universities ask for the same documents in slightly different formats, and uni-assist rejects unclear scans.',
      ),
      h2('If you miss the winter deadline'),
      p(
        'Check whether your programme also admits in summer, look for similar programmes with later deadlines (universities of applied sciences sometimes close later), or use the months to add German language skills and relevant work experience before applying for the next winter semester.',
      ),
      h2('Dates beyond the universities'),
      p(
        'University deadlines are only part of the calendar. DAAD scholarship rounds often close about a year before the programme starts, APS needs several weeks, and German missions in India see their heaviest visa demand in June–August for the winter semester. Working backwards from the deadline of the earliest of these is the safest way to plan.',
      ),
      h2('Application platforms'),
      ul(
        'Direct application through the university’s own portal.',
        'Uni-assist, used by many universities to check international applications (fees are €75 for the first and €30 for each further application per semester).',
        'Hochschulstart for a few restricted subjects, mainly for bachelor’s programmes.',
      ),
      warn(
        'Your APS certificate, not the university, often sets your timeline. Without it you cannot get a visa, so apply for APS before anything else.',
      ),
      h2('Next steps'),
      p(
        'Read the [Germany student visa](/articles/germany-student-visa) guide, set up your [blocked account](/articles/blocked-account-germany) and check your English score against requirements with our [IELTS band calculator](/calculator/ielts-band).',
      ),
    ],
    faqs: faqs(
      [
        'Which is the main intake in Germany?',
        'The winter semester, starting in October, is the main intake and has the most English-taught master’s programmes.',
      ],
      [
        'What is the deadline for the winter intake in Germany?',
        'Usually 15 July for international applicants, but many English-taught master’s close between 31 March and 31 May. Check each programme.',
      ],
      [
        'Can I apply to German universities before my final results?',
        'Often yes, with your marks to date (for example after six or seven semesters); admission is then conditional on your final degree.',
      ],
      [
        'How long does uni-assist take?',
        'Allow four to six weeks after uni-assist receives complete documents, longer close to the July and January deadlines.',
      ],
    ),
  },
];
