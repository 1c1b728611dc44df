import type { CountryContent } from '@meridian/domain/country/schemas';

export const finland: CountryContent = {
  slug: 'finland',
  headline: 'Study in Finland: tuition, scholarships, residence permit and work rights for Indian students',
  summary:
    'Finland offers English-taught degrees in a safe, well-organised country, generous tuition scholarships and the right to work 30 hours a week on average. Graduates can stay for up to two years to look for work, but the job market is small and Finnish language skills matter.',
  quickFacts: {
    capital: 'Helsinki',
    currencyCode: 'EUR',
    languages: ['Finnish', 'Swedish', 'English (widely spoken)'],
    internationalStudents: 'Around 20,000–25,000 international degree students',
    popularCities: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu', 'Lappeenranta'],
    popularCourses: [
      'Computer science and software engineering',
      'Business and international business',
      'Energy and environmental engineering',
      'Game development and design',
      'Nursing (universities of applied sciences)',
    ],
  },
  overview: [
    'Finland is known for its education system, safety and quality of life. Aalto University (114th) and the University of Helsinki (116th) are close to the top 100 in the QS World University Rankings 2026, and technology, gaming, clean energy and health tech are strong sectors. Hundreds of bachelor’s and master’s programmes are taught entirely in English.',
    'There are two kinds of higher education institution: research universities and universities of applied sciences (UAS), which are practical and work closely with employers. A university bachelor’s takes three years, a UAS bachelor’s three and a half to four, and a master’s usually two. Most applications go through the national Studyinfo.fi service in a joint application round in January.',
    'Non-EU students pay tuition fees, but almost every institution offers scholarships that cover 50–100% of the fee, often renewed if you complete enough credits each year. Indian students commonly take UAS bachelor’s degrees in IT, business and nursing, and master’s degrees at Aalto, Helsinki, Tampere, Turku, Oulu and LUT.',
    'Be realistic about jobs. Finland’s economy has been sluggish and unemployment has been high in recent years, and many jobs outside tech require Finnish or Swedish. The government has also tightened several immigration rules since 2023. Start learning Finnish early and use your university’s career services and internships.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Universities and universities of applied sciences, non-EU fees, per year (before scholarships)',
      annual: { currency: 'EUR', minMinor: 6_000_00, maxMinor: 18_000_00 },
    },
    {
      level: 'Masters',
      label: 'Universities and universities of applied sciences, non-EU fees, per year (before scholarships)',
      annual: { currency: 'EUR', minMinor: 10_000_00, maxMinor: 22_000_00 },
    },
    {
      level: 'PhD',
      label: 'Doctoral studies (no tuition; many positions are salaried)',
      annual: { currency: 'EUR', minMinor: 0, maxMinor: 0 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (student housing such as HOAS or TOAS, or a shared flat)',
      monthly: { currency: 'EUR', minMinor: 350_00, maxMinor: 750_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'EUR', minMinor: 250_00, maxMinor: 350_00 } },
    {
      label: 'Public transport with student discount',
      monthly: { currency: 'EUR', minMinor: 30_00, maxMinor: 60_00 },
    },
    {
      label: 'Private health insurance (required for the permit) and student health fee',
      monthly: { currency: 'EUR', minMinor: 30_00, maxMinor: 70_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'EUR', minMinor: 20_00, maxMinor: 60_00 },
    },
  ],
  livingCostNote:
    'The Helsinki region is the most expensive; Tampere, Turku, Oulu and Lappeenranta are cheaper. Migri requires €800 a month, but a realistic budget is €900–1,200 a month. Student restaurants serve subsidised lunches for about €3.',
  intakes: [
    {
      name: 'Autumn intake',
      months: 'Late August–September',
      applicationWindow:
        'Joint application for English-taught bachelor’s and most master’s programmes in early-to-mid January; some universities run separate rounds from November to January',
      main: true,
    },
    {
      name: 'Spring intake',
      months: 'January (limited programmes)',
      applicationWindow: 'Applications usually in September',
      main: false,
    },
  ],
  visa: {
    name: 'Residence permit for studies (Finnish Immigration Service, Migri)',
    fee: { currency: 'EUR', amountMinor: 600_00 },
    processingTime:
      'Migri aims to decide online applications in about 1–2 months; paper applications take longer. Apply in Enter Finland as soon as you accept your place, then prove your identity at VFS Global in India. Migri revises its fees every January and raised them for 2026.',
    proofOfFunds:
      '€800 a month, i.e. €9,600 for the first year, in a bank account in your name (or proof of a grant or sponsor), plus the first-year tuition fee unless it is already paid or waived by a scholarship.',
    requirements: [
      'Letter of acceptance for degree studies at a Finnish institution',
      'Proof of tuition fee payment or a scholarship decision',
      'Health insurance that meets Migri’s requirements',
      'Online application in Enter Finland and identification at VFS Global or a Finnish mission',
      'Passport valid for the whole permit period',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 30 hours a week on average, calculated over time, so you can work more in some weeks and less in others. Practical training that is part of your degree does not count towards the limit.',
    postStudy:
      'After graduating you can apply for an extended residence permit to look for work or start a business, valid for up to 2 years (apply before your student permit expires or within five years of it ending). Once you find a job you switch to a work-based permit, and you can eventually qualify for permanent residence.',
    postStudyVisaName: 'Residence permit to look for work or start a business (up to 2 years)',
  },
  faqs: [
    {
      question: 'How do Finnish tuition scholarships work?',
      answer:
        'Most universities give non-EU students scholarships of 50%, 75% or 100% of tuition, decided with your admission. They are usually renewed each year only if you complete a minimum number of credits (often 55 ECTS a year), so plan your studies carefully.',
    },
    {
      question: 'Do I need to learn Finnish?',
      answer:
        'Not for English-taught programmes. But for part-time work outside tech and for many graduate jobs, Finnish is a big advantage. Universities offer free Finnish courses; start in your first semester.',
    },
    {
      question: 'How does the joint application work?',
      answer:
        'You apply on Studyinfo.fi to up to six programmes in one round, usually in January for the following autumn. Some programmes ask for entrance exams or interviews. Fill in the application carefully and upload documents before the deadline; late documents are not accepted.',
    },
    {
      question: 'Is it easy to find part-time work in Finland?',
      answer:
        'It can be difficult, especially outside Helsinki and without Finnish. Typical student jobs are in cleaning, delivery, restaurants and warehouses. Do not plan to pay tuition from part-time earnings; show the full €9,600 living-cost requirement from savings or family.',
    },
    {
      question: 'Can I get permanent residence in Finland after studying?',
      answer:
        'Yes, but not directly. After graduating and working in Finland on a work-based permit, you can apply for permanent residence once you meet the residence-time and other requirements, which became stricter from 2026. Study years count only partly towards the requirement.',
    },
  ],
  sources: [
    {
      label: 'Finnish Immigration Service (Migri) — studying in Finland',
      url: 'https://migri.fi/en/studying-in-finland',
    },
    { label: 'Studyinfo.fi — joint application', url: 'https://studyinfo.fi/' },
    {
      label: 'Study in Finland (Finnish National Agency for Education)',
      url: 'https://www.studyinfinland.fi/',
    },
  ],
  factsCheckedOn: '2026-11-01',
};
