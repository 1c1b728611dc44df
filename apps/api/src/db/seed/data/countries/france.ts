import type { CountryContent } from '@meridian/domain/country/schemas';

export const france: CountryContent = {
  slug: 'france',
  headline: 'Study in France: costs, Campus France, VLS-TS visa and post-study work for Indian students',
  summary:
    'France offers top business and engineering schools, low fees at public universities and access to the Schengen area. Indian master’s graduates can get a two-year permit to look for work, but learning French makes a big difference to jobs and daily life.',
  quickFacts: {
    capital: 'Paris',
    currencyCode: 'EUR',
    languages: ['French', 'English (in many master’s and business-school programmes)'],
    internationalStudents:
      'About 4.3 lakh international students; Indians number roughly 10,000 and France aims for 30,000 by 2030',
    popularCities: ['Paris', 'Lyon', 'Toulouse', 'Grenoble', 'Lille', 'Nice (Sophia Antipolis)', 'Marseille'],
    popularCourses: [
      'Management (Master in Management, MSc programmes)',
      'Engineering and aerospace',
      'Data science and artificial intelligence',
      'Finance',
      'Luxury, fashion and hospitality management',
    ],
  },
  overview: [
    'France is home to internationally known business schools such as HEC Paris, ESSEC, ESCP and INSEAD, and to Université PSL (28th in the QS World University Rankings 2026) and Institut Polytechnique de Paris. Public universities charge modest regulated fees, the country sits at the centre of Europe, and a student residence permit lets you travel across the Schengen area.',
    'Public universities follow the LMD system: Licence (bachelor’s, 3 years), Master (2 years) and Doctorat. Alongside them are the selective grandes écoles (engineering and business schools) and specialised schools for art, design and hospitality. Most public university programmes are taught in French, while business and engineering schools offer many English-taught MSc, MiM and MBA programmes.',
    'Indian residents apply through Campus France India’s “Études en France” procedure, which includes an interview, before the visa. Indian students mostly choose business-school master’s programmes, engineering and data science. Public university master’s are very cheap but usually need French (B2); if you study in English, start learning French from day one, because most part-time jobs and many graduate jobs require it.',
    'France and India signed a Migration and Mobility Partnership Agreement in 2021. Under it, Indian students who complete a master’s in France can get a 24-month residence permit to look for work, and France has offered five-year short-stay Schengen visas to Indian alumni who hold a French master’s, making it easier to return for work or travel.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label:
        'Public universities, Licence, non-EU regulated fee plus CVEC, per year (some universities waive the higher fee)',
      annual: { currency: 'EUR', minMinor: 2_900_00, maxMinor: 3_050_00 },
    },
    {
      level: 'Masters',
      label: 'Public universities, Master, non-EU regulated fee plus CVEC, per year (many exemptions)',
      annual: { currency: 'EUR', minMinor: 3_950_00, maxMinor: 4_100_00 },
    },
    {
      level: 'Masters',
      label: 'Business and engineering schools (MSc, MiM), per year',
      annual: { currency: 'EUR', minMinor: 12_000_00, maxMinor: 30_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Private schools and bachelor-in-management programmes, per year',
      annual: { currency: 'EUR', minMinor: 9_000_00, maxMinor: 20_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA at business schools, per year (INSEAD and HEC charge €90,000 or more in total)',
      annual: { currency: 'EUR', minMinor: 25_000_00, maxMinor: 60_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Accommodation (CROUS residence to private studio)',
      monthly: { currency: 'EUR', minMinor: 300_00, maxMinor: 900_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'EUR', minMinor: 200_00, maxMinor: 350_00 } },
    {
      label: 'Public transport with student discount',
      monthly: { currency: 'EUR', minMinor: 20_00, maxMinor: 45_00 },
    },
    {
      label: 'Top-up health insurance (mutuelle); basic social security is free for students',
      monthly: { currency: 'EUR', minMinor: 10_00, maxMinor: 50_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'EUR', minMinor: 30_00, maxMinor: 70_00 },
    },
  ],
  livingCostNote:
    'Paris is far more expensive than Lyon, Toulouse or Lille, with private studios often above €900. Most students can claim CAF housing aid (APL), which typically reduces rent by €80–200 a month. The visa requires proof of at least €615 a month.',
  intakes: [
    {
      name: 'September intake (rentrée)',
      months: 'September',
      applicationWindow:
        'Campus France “Études en France” applications for public universities usually run October–February; business and engineering schools run admission rounds from October to June',
      main: true,
    },
    {
      name: 'January/February intake',
      months: 'January–February',
      applicationWindow: 'Mainly business and engineering schools; apply September–November',
      main: false,
    },
  ],
  visa: {
    name: 'Long-stay student visa (VLS-TS “étudiant”) via Campus France',
    fee: { currency: 'EUR', amountMinor: 50_00 },
    processingTime:
      'After the Campus France interview, visa decisions usually take 1–3 weeks through VFS; allow 6–8 weeks for the whole process in the June–August peak season.',
    proofOfFunds:
      'At least €615 a month (€7,380 a year) for living costs, shown through bank statements, a sponsor’s guarantee or a scholarship, plus tuition if it has not already been paid.',
    requirements: [
      'Campus France “Études en France” online application and interview',
      'Admission letter from a French institution',
      'Proof of accommodation for at least the first three months',
      'Proof of funds of at least €615 a month',
      'Online validation of your VLS-TS on the ANEF portal within three months of arrival, with the residence tax stamp',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 964 hours a year, about 60% of full-time or roughly 20 hours a week. Internships (stages) that are part of your course are separate, and internships longer than two months must be paid a legal minimum stipend.',
    postStudy:
      'After a master’s or equivalent, you can apply for a temporary residence permit to look for work or start a business (APS / carte “recherche d’emploi ou création d’entreprise”). Indian nationals can get 24 months under the India–France Migration and Mobility Partnership Agreement. Once you find a qualifying job, you switch to a salaried-employee or “Talent” permit.',
    postStudyVisaName: 'APS / job-search permit (recherche d’emploi ou création d’entreprise)',
  },
  faqs: [
    {
      question: 'Do I need to speak French to study in France?',
      answer:
        'Not for English-taught programmes at business and engineering schools. Public university programmes are mostly in French and usually need B2. Even on an English programme, learning French to at least B1 greatly helps with part-time jobs, internships and life outside campus.',
    },
    {
      question: 'Is Campus France mandatory for Indian students?',
      answer:
        'Yes, for most Indian residents the Campus France “Études en France” procedure, including a document check and interview, is required before you apply for the student visa. Campus France India charges a processing fee; check the current amount on its website.',
    },
    {
      question: 'Can I work in France after graduation?',
      answer:
        'Yes. With a master’s, Indian graduates can get a 24-month permit to look for work or start a business. When you find a job matching your qualifications, you change to a work permit; France also has a “Talent” permit for highly qualified employees.',
    },
    {
      question: 'Are public universities in France really cheap?',
      answer:
        'Yes. Non-EU students pay regulated fees of roughly €2,900 a year for a Licence and €3,950 for a Master, plus the €105 CVEC student contribution, and many universities exempt international students from the higher rate so they pay the same as French students (a few hundred euros).',
    },
    {
      question: 'How do I get help with rent (CAF)?',
      answer:
        'Once you have a rental contract and a French bank account, apply online to the CAF for housing aid (APL or ALS). The amount depends on your rent, city and income; it often covers €80–200 a month and is paid from the month after you apply.',
    },
  ],
  sources: [
    { label: 'Campus France India', url: 'https://www.inde.campusfrance.org/' },
    { label: 'Campus France', url: 'https://www.campusfrance.org/en' },
    { label: 'France-Visas (official visa website)', url: 'https://france-visas.gouv.fr/' },
    {
      label: 'ANEF — online services for foreign nationals in France',
      url: 'https://administration-etrangers-en-france.interieur.gouv.fr/',
    },
  ],
  factsCheckedOn: '2026-11-01',
};
