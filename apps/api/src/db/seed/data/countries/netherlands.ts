import type { CountryContent } from '@meridian/domain/country/schemas';

export const netherlands: CountryContent = {
  slug: 'netherlands',
  headline: 'Study in the Netherlands: costs, intakes, visa and orientation year for Indian students',
  summary:
    'The Netherlands offers a large number of English-taught degrees, excellent technical universities and a one-year orientation year to find work after graduating. Your university applies for your residence permit, but you must find housing yourself in a very tight rental market, and the government is reducing English-taught bachelor’s programmes.',
  quickFacts: {
    capital: 'Amsterdam (seat of government: The Hague)',
    currencyCode: 'EUR',
    languages: ['Dutch', 'English (very widely spoken)'],
    internationalStudents:
      'About 1.2–1.3 lakh international degree students (Nuffic); India is among the fastest-growing non-EU groups',
    popularCities: [
      'Amsterdam',
      'Delft',
      'Rotterdam',
      'Eindhoven',
      'Utrecht',
      'Groningen',
      'Leiden',
      'Enschede',
    ],
    popularCourses: [
      'Computer science and artificial intelligence',
      'Data science',
      'Business and international management',
      'Mechanical, electrical and aerospace engineering',
      'Supply chain and logistics',
    ],
  },
  overview: [
    'Dutch universities teach a large share of their master’s programmes in English, and almost everyone in the Netherlands speaks good English. TU Delft and the University of Amsterdam are the country’s highest-ranked universities, and Eindhoven, Rotterdam and Amsterdam are hubs for semiconductors, logistics and tech. After graduating you can get a one-year orientation year permit to look for work.',
    'There are two kinds of university. Research universities (WO) offer three-year bachelor’s and one- or two-year master’s degrees. Universities of applied sciences (HBO) offer practical four-year bachelor’s degrees and some master’s. You apply through Studielink and the university’s own portal; numerus fixus (capped) bachelor’s programmes close on 15 January, and most non-EU master’s deadlines fall between 1 February and 1 May.',
    'Many research universities accept a good three-year Indian bachelor’s degree for a master’s, though some programmes ask for four years or specific coursework. Indian students most often choose computer science, AI, data science, engineering and business programmes at TU Delft, Eindhoven, Twente, Amsterdam, Rotterdam (Erasmus) and Groningen.',
    'Two things need planning. First, housing: there is a serious shortage of student rooms, especially in Amsterdam, Utrecht and Delft, and rental scams target international students, so start early and use university housing offers where possible. Second, policy: the government is cutting back on English-taught bachelor’s programmes and limiting international intake in some fields, so check that your programme is still offered in English for your start year.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Research universities, non-EU fee, per year',
      annual: { currency: 'EUR', minMinor: 12_000_00, maxMinor: 22_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Universities of applied sciences, non-EU fee, per year',
      annual: { currency: 'EUR', minMinor: 8_500_00, maxMinor: 15_000_00 },
    },
    {
      level: 'Masters',
      label: 'Research universities, non-EU fee, per year',
      annual: { currency: 'EUR', minMinor: 16_000_00, maxMinor: 28_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes (e.g. RSM, Nyenrode, TIAS), per year',
      annual: { currency: 'EUR', minMinor: 35_000_00, maxMinor: 70_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (room in shared housing or student residence)',
      monthly: { currency: 'EUR', minMinor: 500_00, maxMinor: 1_000_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'EUR', minMinor: 250_00, maxMinor: 400_00 } },
    {
      label: 'Transport (bicycle plus occasional train and bus)',
      monthly: { currency: 'EUR', minMinor: 30_00, maxMinor: 100_00 },
    },
    {
      label: 'Health insurance (student insurance; Dutch basic insurance if you work)',
      monthly: { currency: 'EUR', minMinor: 40_00, maxMinor: 160_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'EUR', minMinor: 30_00, maxMinor: 80_00 },
    },
  ],
  livingCostNote:
    'Budget about €1,200–1,800 a month; Amsterdam and Utrecht are the most expensive, while Enschede, Groningen and Maastricht are cheaper. The IND’s income requirement for students (about €1,131 a month in 2026) is updated every January.',
  intakes: [
    {
      name: 'September intake',
      months: 'September',
      applicationWindow:
        'Apply via Studielink and the university: numerus fixus bachelor’s by 15 January; most non-EU master’s deadlines between 1 February and 1 May',
      main: true,
    },
    {
      name: 'February intake',
      months: 'February (limited master’s programmes)',
      applicationWindow: 'Apply by about 1 October–1 November',
      main: false,
    },
  ],
  visa: {
    name: 'Entry visa (MVV) and residence permit for study, applied for by your university',
    fee: { currency: 'EUR', amountMinor: 254_00 },
    processingTime:
      'Your university, as a recognised sponsor, applies to the IND for you. Decisions usually take 2–4 weeks and at most 60 days; you then collect the MVV sticker at the Dutch embassy or VFS in India and pick up your residence permit card after arrival.',
    proofOfFunds:
      'About €1,131 a month (IND norm amount for higher-education students in 2026, revised every January) for the length of your studies, normally shown for the first year by paying it to the university or with bank statements in your name, plus tuition.',
    requirements: [
      'Admission to a full-time programme at a recognised-sponsor institution',
      'Proof of funds and tuition payment, as requested by the university',
      'Signed antecedents certificate (declaration about criminal history)',
      'Tuberculosis test after arrival (required for Indian nationals)',
      'Registration with your municipality (BRP) after arrival; an apostilled birth certificate helps',
    ],
  },
  workRights: {
    duringStudies:
      'Either up to 16 hours a week during the academic year or full-time in June, July and August (not both), and only if your employer obtains a work permit (TWV) for you. Internships that are part of your course need an internship agreement instead. If you work, you must take out Dutch basic health insurance.',
    postStudy:
      'The orientation year (zoekjaar hoogopgeleiden) is a one-year residence permit to look for work, with free access to the labour market; apply within three years of graduating. If you then get a job as a highly skilled migrant, a reduced salary threshold for recent graduates applies.',
    postStudyVisaName: 'Orientation year (zoekjaar hoogopgeleiden)',
  },
  faqs: [
    {
      question: 'How hard is it to find housing in the Netherlands?',
      answer:
        'Very hard in Amsterdam, Utrecht, Delft and Leiden. Apply for university-linked housing (for example through DUWO or SSH) as soon as you are admitted, be flexible on location, and never pay for a room you have not verified; scams are common.',
    },
    {
      question: 'Do I need to speak Dutch?',
      answer:
        'Not to study in an English-taught programme or for most daily life. But many part-time jobs and some graduate roles expect Dutch, so basic Dutch helps with work and integration.',
    },
    {
      question: 'What is the TWV work permit?',
      answer:
        'A TWV is a work permit your employer requests from the UWV so that you, as a non-EU student, can work up to 16 hours a week or full-time in summer. It is employer-specific, free for the employer, and working without it can cost you your residence permit.',
    },
    {
      question: 'Can a three-year Indian bachelor’s get me into a Dutch master’s?',
      answer:
        'Often yes, at research universities, if your grades are good and your courses match the programme. Some master’s programmes require a four-year degree or a pre-master. Each university publishes its requirements for Indian degrees.',
    },
    {
      question: 'Is the Netherlands reducing international student numbers?',
      answer:
        'Yes, partly. The government wants more Dutch-taught bachelor’s programmes and more control over international intake, and some universities have capped or stopped English-taught bachelor’s. Master’s programmes remain largely in English, but always check for your start year.',
    },
  ],
  sources: [
    { label: 'IND — residence permit for study', url: 'https://ind.nl/en/residence-permits/study' },
    { label: 'Study in NL (Nuffic)', url: 'https://www.studyinnl.org/' },
    { label: 'Studielink', url: 'https://www.studielink.nl/' },
    {
      label: 'Nuffic — Dutch organisation for internationalisation in education',
      url: 'https://www.nuffic.nl/en',
    },
  ],
  factsCheckedOn: '2026-11-01',
};
