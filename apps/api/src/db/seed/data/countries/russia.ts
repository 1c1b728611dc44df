import type { CountryContent } from '@meridian/domain/country/schemas';

export const russia: CountryContent = {
  slug: 'russia',
  headline: 'MBBS in Russia: fees, NMC rules, visa and student life for Indian students',
  summary:
    'Russia is one of the biggest MBBS destinations for Indian students, with six-year General Medicine programmes at state medical universities for a fraction of Indian private-college fees. Choose only universities whose entire course and internship are in English and meet NMC’s FMGL 2021 rules, and plan for sanctions-related payment and travel complications.',
  quickFacts: {
    capital: 'Moscow',
    currencyCode: 'RUB',
    languages: ['Russian'],
    internationalStudents:
      'Over 3.5 lakh international students; Indian students number roughly 20,000–25,000, mostly in medicine',
    popularCities: ['Kazan', 'Moscow', 'Ufa', 'Orenburg', 'Volgograd', 'Kursk', 'St Petersburg'],
    popularCourses: [
      'General Medicine (MBBS equivalent)',
      'Dentistry',
      'Pharmacy',
      'Engineering',
      'Computer science',
    ],
  },
  overview: [
    'Russia is mainly an MBBS destination for Indian students. State medical universities in cities such as Kazan, Moscow, Ufa, Orenburg, Volgograd and Kursk run six-year “General Medicine” programmes (leading to a Doctor of Medicine/Physician degree) with large attached hospitals. Total fees are often ₹20–40 lakh for the whole course, compared with ₹60 lakh to over ₹1 crore at many Indian private medical colleges, and there is no capitation fee.',
    'If you want to practise in India, the National Medical Commission’s Foreign Medical Graduate Licentiate (FMGL) Regulations 2021 apply to everyone who joined a foreign course on or after 18 November 2021. The course must last at least 54 months, followed by an internship of at least 12 months at the same foreign university; the whole course must be taught in English; you must be eligible for a licence to practise medicine in Russia on the same terms as Russian graduates; and you need to have qualified NEET-UG before admission. After returning, you must pass the screening test (FMGE, to be replaced by NExT) and complete a 12-month supervised internship in India.',
    'Check each university carefully against these rules. Some run a “bilingual” course that switches to Russian in the clinical years, which does not meet NMC’s English-medium requirement. Obtaining a Russian medical licence involves the national accreditation exam, which is conducted in Russian, so ask the university in writing how its foreign graduates meet the licence condition. Russian language is still taught as a subject because you will talk to patients during clinical postings.',
    'Practical life has specific challenges. Winters are long and can reach −20 to −30 °C. Because of international sanctions, Indian debit and credit cards do not work in Russia and tuition transfers go only through specific banks, so follow your university’s official payment instructions. Direct flights are limited and many routes connect through the UAE or Central Asia. The Indian government has warned students and workers to avoid any “job offers” involving security or military-related work.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'State medical universities, English-medium General Medicine, per year',
      annual: { currency: 'RUB', minMinor: 300_000_00, maxMinor: 700_000_00 },
    },
    {
      level: 'MBBS',
      label: 'Top universities in Moscow and St Petersburg (e.g. Sechenov, Pirogov), per year',
      annual: { currency: 'RUB', minMinor: 700_000_00, maxMinor: 1_100_000_00 },
    },
    {
      level: 'Foundation',
      label: 'Preparatory faculty (Russian language and science), one year',
      annual: { currency: 'RUB', minMinor: 150_000_00, maxMinor: 300_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Other bachelor’s programmes (engineering, IT), per year',
      annual: { currency: 'RUB', minMinor: 200_000_00, maxMinor: 450_000_00 },
    },
    {
      level: 'Masters',
      label: 'Master’s programmes, per year',
      annual: { currency: 'RUB', minMinor: 250_000_00, maxMinor: 500_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'University hostel (shared room)',
      monthly: { currency: 'RUB', minMinor: 3_000_00, maxMinor: 12_000_00 },
    },
    {
      label: 'Food (Indian mess or self-cooking)',
      monthly: { currency: 'RUB', minMinor: 10_000_00, maxMinor: 20_000_00 },
    },
    { label: 'Local transport', monthly: { currency: 'RUB', minMinor: 1_500_00, maxMinor: 3_000_00 } },
    {
      label: 'Medical insurance (mandatory for foreign students)',
      monthly: { currency: 'RUB', minMinor: 1_000_00, maxMinor: 2_500_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'RUB', minMinor: 1_000_00, maxMinor: 3_000_00 },
    },
  ],
  livingCostNote:
    'Outside Moscow and St Petersburg most students live on RUB 20,000–35,000 a month (roughly ₹22,000–38,000). Budget separately for warm winter clothing in the first year, and keep a buffer because the rouble’s exchange rate can swing sharply.',
  intakes: [
    {
      name: 'September intake',
      months: 'September',
      applicationWindow:
        'Admissions usually run June–August after NEET-UG results; invitation letters take 3–6 weeks, so apply by July',
      main: true,
    },
    {
      name: 'February intake',
      months: 'February (a few universities only)',
      applicationWindow: 'Apply between October and December',
      main: false,
    },
  ],
  visa: {
    name: 'Russian student visa (issued on an invitation from the university)',
    fee: { currency: 'INR', amountMinor: 6_000_00 },
    processingTime:
      'The official invitation, processed by the Ministry of Internal Affairs, usually takes 3–6 weeks; the visa itself about 5–10 working days at the Russian embassy or visa centre (fee shown is approximate and includes centre charges). The first visa is single-entry for 90 days and is converted in Russia into a one-year multiple-entry visa, renewed every year.',
    proofOfFunds:
      'No fixed national amount. Universities usually ask for the first year’s (or first semester’s) tuition and hostel fees, and you should carry enough for living costs. Because of sanctions, plan how money will reach you: Indian cards do not work in Russia, so students use Russian bank cards and approved transfer routes.',
    requirements: [
      'Official invitation letter obtained by the university',
      'Passport valid for at least 18 months, with blank pages',
      'Class 10 and 12 certificates and marksheets, legalised and translated into Russian',
      'NEET-UG scorecard and HIV test certificate',
      'Migration registration within 7 working days of arrival, then fingerprinting and a medical examination within the legal deadline (your university guides you)',
    ],
  },
  workRights: {
    duringStudies:
      'Full-time students at state-accredited universities may work in their free time without a separate work permit, but realistic opportunities for non-Russian speakers are very limited and MBBS timetables are demanding.',
    postStudy:
      'There is no post-study route relevant for most MBBS graduates: you return to India to pass the FMGE (to be replaced by NExT) and complete a 12-month internship. Graduates who want to work in Russia need a work permit and, for doctors, a Russian licence.',
    postStudyVisaName: 'None (MBBS graduates return to India for licensing)',
  },
  faqs: [
    {
      question: 'Is an MBBS from Russia valid in India?',
      answer:
        'Only if your course meets the NMC’s FMGL Regulations 2021: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a licence to practise in Russia, and NEET-UG qualification before admission. You then need to pass the FMGE/NExT and complete a 12-month internship in India.',
    },
    {
      question: 'Do I need NEET to study MBBS in Russia?',
      answer:
        'Yes. Indian students must qualify NEET-UG to be eligible to practise in India after a foreign medical degree; the qualifying result is accepted for three years for admission abroad. You also need at least 50% in Physics, Chemistry and Biology in Class 12 (40% for reserved categories).',
    },
    {
      question: 'How much does the full MBBS in Russia cost?',
      answer:
        'At most state medical universities, tuition plus hostel for six years comes to roughly ₹20–40 lakh, and living costs add about ₹2.5–4.5 lakh a year. Top Moscow and St Petersburg universities cost more. Ask for the official fee schedule from the university, not just the agent’s package price.',
    },
    {
      question: 'How do I pay fees given the sanctions on Russia?',
      answer:
        'Follow the payment instructions issued by the university’s international office, which usually name specific banks that can still receive transfers from India. Indian Visa and Mastercard cards do not work in Russia, so open a local bank account with a Mir card after arrival and avoid carrying large amounts of cash.',
    },
    {
      question: 'Should I choose a university through an agent?',
      answer:
        'You can, but verify everything independently: the university’s listing in the World Directory of Medical Schools, the medium of instruction for all six years, the internship structure and the official fees. Get the contract directly from the university and never hand over your original passport or certificates without a receipt.',
    },
  ],
  sources: [
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
    { label: 'Study in Russia (official portal)', url: 'https://studyinrussia.ru/en/' },
    { label: 'Embassy of India, Moscow — students', url: 'https://indianembassy-moscow.gov.in/' },
  ],
  factsCheckedOn: '2026-11-01',
};
