import { faqs, h2, ol, p, table, tip, ul, warn, type ArticleSeed } from '../blocks.ts';

const common = { category: 'scholarships', updatedOn: '2026-09-20' } as const;

export const WORLD_SCHOLARSHIP_ARTICLES: ArticleSeed[] = [
  {
    ...common,
    author: 'arjun-sharma',
    slug: 'daad-scholarship',
    title: 'DAAD Scholarships for Indian Students: Amounts, Programmes and Deadlines',
    summary:
      "The German Academic Exchange Service funds master's and PhD study in Germany. Monthly amounts, the EPOS programmes, eligibility and how Indian students apply.",
    tags: ['germany', 'scholarships', 'masters', 'phd'],
    publishedOn: '2025-07-02',
    trendingRank: 3,
    body: [
      p(
        "The DAAD (Deutscher Akademischer Austauschdienst, German Academic Exchange Service) is the world's largest funder of international academic exchange. Its New Delhi office runs DAAD programmes for India, and every year hundreds of Indian students and researchers go to Germany on DAAD funding.",
      ),
      h2('What DAAD pays'),
      table(
        'DAAD scholarship payments (typical)',
        ['Item', "Master's", 'PhD'],
        ['Monthly stipend', '€992', '€1,300'],
        ['Travel allowance', 'Lump sum', 'Lump sum'],
        ['Health, accident and liability insurance', 'Included', 'Included'],
        ['Study and research allowance', 'Yearly', 'Yearly'],
      ),
      p(
        'Public universities in most German states charge no tuition, only a semester contribution of roughly €150–€400 that often includes a public-transport ticket. Baden-Württemberg charges non-EU students €1,500 a semester, and some programmes ask for fees; DAAD covers tuition only in specific programmes.',
      ),
      h2('Main DAAD programmes for Indians'),
      ul(
        "Study Scholarships for graduates: a full master's in Germany for graduates in any subject",
        "Development-related postgraduate courses (EPOS): master's in fields such as engineering, economics, public health and environment, for professionals with at least two years' work experience",
        'Research Grants: doctoral programmes in Germany or research stays for PhD students registered in India',
        'Short-term research and summer programmes',
      ),
      h2('Eligibility'),
      ul(
        "A bachelor's degree with good grades (usually in the top third of your class)",
        'For EPOS, two years of relevant work experience after graduation',
        'English (IELTS or TOEFL) for English-taught courses, or German for German-taught ones',
        'Graduation no more than six years before the application deadline for most programmes',
      ),
      h2('How to apply'),
      ol(
        'Find your programme in the DAAD scholarship database and read its call.',
        'Prepare a motivation letter, CV in Europass format, references and transcripts.',
        "Apply on the DAAD portal by the programme's deadline, usually between August and October for study starting the next year.",
        'Shortlisted candidates are interviewed, often at the DAAD office in New Delhi or online.',
      ),
      tip(
        'For EPOS, you apply to the course and the scholarship at the same time; the university and DAAD select together.',
      ),
      p(
        'Read also our guides to the [Deutschlandstipendium](/articles/deutschlandstipendium) and the [Friedrich Ebert Stiftung scholarship](/articles/friedrich-ebert-stiftung-scholarship).',
      ),
    ],
    faqs: faqs(
      [
        'Does DAAD pay tuition fees?',
        'Usually not, because most public universities in Germany charge none. The scholarship pays a monthly stipend, travel and insurance; a few programmes include tuition.',
      ],
      [
        'Is IELTS required for DAAD?',
        'For English-taught courses, yes: you need IELTS, TOEFL or another proof accepted by the university, usually IELTS 6.5.',
      ],
      [
        'Can I apply for DAAD in my final year?',
        "For Study Scholarships you must hold your bachelor's by the start of the scholarship; final-year students can usually apply if they will graduate in time.",
      ],
    ),
  },
  {
    ...common,
    author: 'arjun-sharma',
    slug: 'deutschlandstipendium',
    title: 'Deutschlandstipendium: €300 a Month for Students in Germany',
    summary:
      "Germany's national merit scholarship pays €300 a month, half from the federal government and half from private sponsors, to students of any nationality. How it works and how to apply.",
    tags: ['germany', 'scholarships'],
    publishedOn: '2025-04-22',
    body: [
      p(
        'The Deutschlandstipendium (Germany Scholarship) was launched in 2011 by the Federal Ministry of Education and Research. It pays talented students €300 a month: €150 from private sponsors such as companies and foundations, and €150 from the federal government. Nationality does not matter, so Indian students at German universities can apply.',
      ),
      h2('Key facts'),
      table(
        'Deutschlandstipendium at a glance',
        ['Item', 'Detail'],
        ['Amount', '€300 a month'],
        ['Duration', 'At least two semesters, often to the end of the standard study period'],
        ['Who selects', 'Your university'],
        ['Counts as income?', 'No; it does not affect other support and you may work alongside it'],
        ['Nationality', 'Any'],
      ),
      h2('Who can apply'),
      ul(
        'Students enrolled at a participating German university, or admitted and about to start',
        "Strong grades, and for new students strong school-leaving or bachelor's results",
        'Universities also weigh social commitment, work alongside studies and obstacles you have overcome',
      ),
      h2('How to apply'),
      p(
        "Each university runs its own application, usually once a year before the winter semester. You submit an online form with your CV, transcripts and a short motivation statement. Watch your university's scholarship page from spring.",
      ),
      warn(
        'The Deutschlandstipendium is not enough to show funds for the visa: you still need a blocked account of €11,904 for the first year.',
      ),
    ],
    faqs: faqs(
      [
        'Can international students get the Deutschlandstipendium?',
        'Yes. It is open to students of all nationalities enrolled at participating universities.',
      ],
      [
        'Can I hold DAAD and the Deutschlandstipendium together?',
        'No. You cannot hold it together with another merit scholarship paying €30 or more a month, such as DAAD.',
      ],
    ),
  },
  {
    ...common,
    author: 'arjun-sharma',
    slug: 'friedrich-ebert-stiftung-scholarship',
    title: 'Friedrich Ebert Stiftung Scholarship for International Students in Germany',
    summary:
      'The Friedrich-Ebert-Stiftung funds international students and doctoral candidates in Germany who are academically strong and socially or politically engaged.',
    tags: ['germany', 'scholarships', 'phd'],
    publishedOn: '2025-05-15',
    body: [
      p(
        "The Friedrich-Ebert-Stiftung (FES) is Germany's oldest political foundation, founded in 1925 and close to the Social Democratic Party. Like Germany's other political foundations it runs a scholarship programme funded by the federal government, and it supports international students at German universities.",
      ),
      h2('What FES offers'),
      ul(
        "A monthly stipend at rates similar to DAAD for master's students and doctoral candidates",
        'Health insurance contributions',
        'Seminars, workshops and a network of scholars and alumni',
        'Support for language courses',
      ),
      h2('Who FES looks for'),
      ul(
        'Very good academic results',
        'Social or political commitment in line with social democracy: volunteering, unions, student politics or community work',
        'Enrolment at a German state or state-recognised university (international applicants usually apply when already studying in Germany)',
      ),
      h2('How to apply'),
      p(
        'Applications are online with a CV, a motivation letter, transcripts, a report on your social commitment and references. There are two rounds a year. Shortlisted candidates have interviews with FES staff and a university teacher.',
      ),
      tip(
        'Commitment has to be real and documented: certificates from NGOs, unions or student bodies carry more weight than a list of interests.',
      ),
      p('Compare with the [DAAD scholarships](/articles/daad-scholarship).'),
    ],
    faqs: faqs([
      'Can I apply to FES from India before admission?',
      'FES mainly funds international students already enrolled in Germany; doctoral candidates may apply with an acceptance from a supervisor. Check the current call.',
    ]),
  },
  {
    ...common,
    author: 'rohan-mehta',
    slug: 'fulbright-nehru-masters-fellowship',
    title: "Fulbright-Nehru Master's Fellowships: Fully Funded Master's in the USA",
    summary:
      "USIEF's Fulbright-Nehru Master's Fellowships fund Indian professionals for a master's in the USA. Fields, eligibility, what is covered and the return requirement.",
    tags: ['usa', 'scholarships', 'fully-funded', 'masters'],
    publishedOn: '2025-03-03',
    trendingRank: 2,
    body: [
      p(
        "The Fulbright-Nehru Master's Fellowships are run by the United States-India Educational Foundation (USIEF), funded by the US and Indian governments. They are for outstanding Indians who show leadership and have at least three years of professional work experience, for a master's at a US college or university.",
      ),
      h2('What the fellowship covers'),
      ul(
        'J-1 visa support',
        'Round-trip economy airfare',
        'Tuition and fees, living and related costs (from Fulbright and, often, the host university)',
        'Accident and sickness coverage under US government rules',
      ),
      h2('Eligible fields'),
      table(
        "Fulbright-Nehru master's fields (recent calls)",
        ['Field', 'Examples'],
        ['Arts and culture management', 'Museum studies, heritage conservation'],
        ['Economics', 'Development and applied economics'],
        ['Environmental science and studies', 'Climate, water, energy policy'],
        ['Higher education administration', 'University leadership'],
        ['International affairs, journalism and mass communication', 'Policy, media'],
        ['Public administration and public health', 'Governance, health policy'],
        ["Urban and regional planning; women's studies and gender studies", 'Planning, gender policy'],
      ),
      h2('Eligibility'),
      ul(
        'Indian citizen residing in India',
        "A US bachelor's-equivalent degree: a four-year bachelor's, or a three-year bachelor's plus a completed master's or postgraduate diploma, with at least 55%",
        'At least three years of full-time work experience relevant to the field',
        'No US degree already held, and not currently enrolled in a US degree',
      ),
      warn(
        'Fellows travel on a J-1 visa with a two-year home-country physical presence requirement: you must live in India for two years after the fellowship before you can get an H-1B or a green card.',
      ),
      h2('Timeline'),
      p(
        'The call usually opens in February–March with a deadline in May. Shortlisted applicants are interviewed in the autumn; USIEF then applies to US universities on your behalf through the Institute of International Education, and you start in the US the following August.',
      ),
    ],
    faqs: faqs(
      [
        'Do I need GRE for Fulbright-Nehru?',
        'You do not need it to apply, but finalists may be asked to take the GRE or GMAT and TOEFL or IELTS for university placement.',
      ],
      [
        'Can freshers apply?',
        'No. Three years of full-time professional experience after graduation are required.',
      ],
    ),
  },
  {
    ...common,
    author: 'priya-menon',
    slug: 'sydney-scholars-india-scholarship',
    title: 'Sydney Scholars India Scholarship Program: University of Sydney Awards for Indians',
    summary:
      "The University of Sydney's scholarship program for Indian students: who it is for, what it pays and how to be considered, with the other Australian options.",
    tags: ['australia', 'scholarships'],
    publishedOn: '2025-08-19',
    body: [
      p(
        "The University of Sydney, ranked in the QS top 30, runs the Sydney Scholars India Scholarship Program for Indian citizens living in India who start an undergraduate or postgraduate coursework degree. The program gives awards in several categories of different value, some of them towards the first year only. The number of awards and the amount of each category are set in each year's rules, so check the current figures on the university's scholarship page before you plan your budget.",
      ),
      h2('At a glance'),
      table(
        'Sydney Scholars India',
        ['Item', 'Detail'],
        [
          'Who',
          'Indian citizens living in India with an unconditional offer for an undergraduate or postgraduate coursework degree',
        ],
        [
          'Value',
          "Several award categories, most towards the first year's tuition; amounts set in each year's rules",
        ],
        ['Basis', "Academic merit and the selection criteria in that year's rules"],
        ['Application', "Through the university's scholarship portal after receiving an unconditional offer"],
      ),
      h2('Other Australian options for Indian students'),
      ul(
        'University merit scholarships (often 10–30% of tuition) offered with your admission',
        "Research Training Program (RTP) scholarships for PhD and research master's, covering tuition and a living stipend",
        'Destination Australia scholarships for study at regional campuses',
        'State government awards such as those offered through Study NSW or Study Queensland from time to time',
      ),
      warn(
        "Australia Awards Scholarships, the Australian government's main development scholarships, are offered only to citizens of participating countries; check the current list before you plan around them.",
      ),
      tip(
        'Australian scholarships rarely cover living costs. Budget at least A$29,710 a year, the living-cost figure used for the Student visa.',
      ),
    ],
    faqs: faqs([
      'Do I need a separate application for Sydney Scholars India?',
      "Yes. You apply through the University of Sydney scholarships portal once you hold an unconditional offer, before the deadline in that year's rules.",
    ]),
  },
];
