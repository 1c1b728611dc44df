import type { CountryContent } from '@meridian/domain/country/schemas';

export const others: CountryContent = {
  slug: 'others',
  headline:
    'Other study destinations: Singapore, New Zealand, Italy, Spain, Sweden, Japan, South Korea and Malaysia',
  summary:
    'Beyond the big destinations, several countries offer strong universities, lower fees or good post-study options for Indian students. This overview compares Singapore, New Zealand, Italy, Spain, Sweden, Japan, South Korea and Malaysia; figures are shown in US dollars because each country uses its own currency.',
  quickFacts: {
    capital: 'Varies by country',
    currencyCode: 'USD',
    languages: ['English (in many programmes)', 'Local languages vary by country'],
    internationalStudents: 'Varies by country',
    popularCities: [
      'Singapore',
      'Auckland',
      'Milan',
      'Madrid',
      'Stockholm',
      'Tokyo',
      'Seoul',
      'Kuala Lumpur',
    ],
    popularCourses: [
      'Computer science and data science',
      'Engineering',
      'Business and management',
      'Design and architecture',
      'Hospitality and tourism',
    ],
  },
  overview: [
    'These destinations suit students who want a specific university, a lower total cost, or a country with fewer Indian applicants and less competition for jobs. Each has its own visa system, intake calendar and post-study rules, so use this page to shortlist and then read the official government site for the country you choose.',
    'Singapore: the National University of Singapore (8th in the QS World University Rankings 2026) and Nanyang Technological University (12th) are among Asia’s best, with strong engineering, computing and business schools. Fees are high, but the government’s Tuition Grant cuts them substantially if you agree to work in Singapore for three years after graduating. Students at approved institutions can work up to 16 hours a week in term, and graduates need an employer-sponsored pass (such as an Employment Pass) to stay on.',
    'New Zealand: all eight universities are internationally ranked, led by the University of Auckland. Student visa holders granted visas from 3 November 2025 can work up to 25 hours a week in term and full-time in holidays, and a bachelor’s or higher degree can lead to a Post-Study Work Visa of up to three years. You must show NZD 20,000 a year for living costs, and the student visa fee starts at about NZD 850.',
    'Italy: public universities such as Politecnico di Milano, Sapienza and Bologna charge low, income-based fees (often €1,000–4,000 a year for international students), and regional DSU scholarships can cover fees, housing and meals for students with limited family income. Many master’s programmes are taught in English. You pre-enrol through the Universitaly portal before applying for a study visa, can work up to 20 hours a week, and can stay up to 12 months after graduating to look for work.',
    'Spain: public universities charge moderate regulated fees that vary by region, while private business schools such as IE and ESADE are expensive but well connected to employers. Since the 2025 immigration reform, students can work up to 30 hours a week, and graduates can apply for a permit to stay and look for work. Spanish is essential for most jobs outside multinationals.',
    'Sweden: universities such as KTH, Lund and Uppsala offer hundreds of English-taught master’s programmes with a strong focus on sustainability and engineering. Tuition for non-EU students is high (roughly SEK 90,000–300,000 a year), but Swedish Institute scholarships cover fees and living costs for selected applicants. There is no fixed cap on student working hours, and graduates can get a permit of up to 12 months to look for work.',
    'Japan: national universities charge about JPY 535,800 a year plus an admission fee (some have raised this), and the MEXT government scholarship is fully funded. English-taught degrees are growing, but Japanese is needed for most jobs. Students can work up to 28 hours a week with permission, and graduates can get a job-hunting status of up to one year. Japan is short of IT and engineering talent, which creates real openings for graduates who learn Japanese.',
    'South Korea: universities such as Seoul National University, KAIST, Yonsei and Korea University offer English-taught programmes and scholarships, including the fully funded Global Korea Scholarship (GKS). Students on a D-2 visa can work part-time, with limits of roughly 20–35 hours a week depending on degree level and Korean ability, and graduates can apply for a D-10 job-seeker visa.',
    'Malaysia: Malaysia is one of the cheapest places to get a foreign degree, with branch campuses of Monash, Nottingham, Heriot-Watt and Southampton and highly ranked public universities such as Universiti Malaya. Visas are handled through Education Malaysia Global Services (EMGS). Students may work only during semester breaks of more than seven days, and there is no dedicated post-study work visa.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label:
        'Across these countries, per year (Italian, Spanish and Japanese public universities at the low end; Singapore and New Zealand at the high end)',
      annual: { currency: 'USD', minMinor: 1_000_00, maxMinor: 45_000_00 },
    },
    {
      level: 'Masters',
      label: 'Across these countries, per year (Swedish, Singaporean and private programmes at the high end)',
      annual: { currency: 'USD', minMinor: 1_500_00, maxMinor: 45_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes, per year (Singapore and Spanish business schools at the high end)',
      annual: { currency: 'USD', minMinor: 20_000_00, maxMinor: 90_000_00 },
    },
  ],
  livingCosts: [
    { label: 'Accommodation', monthly: { currency: 'USD', minMinor: 250_00, maxMinor: 1_500_00 } },
    { label: 'Food and groceries', monthly: { currency: 'USD', minMinor: 150_00, maxMinor: 500_00 } },
    { label: 'Local transport', monthly: { currency: 'USD', minMinor: 20_00, maxMinor: 120_00 } },
    { label: 'Health insurance', monthly: { currency: 'USD', minMinor: 15_00, maxMinor: 150_00 } },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'USD', minMinor: 20_00, maxMinor: 100_00 },
    },
  ],
  livingCostNote:
    'Malaysia and smaller Italian, Spanish and Japanese cities are the cheapest (about USD 600–1,000 a month); Singapore, Auckland, Stockholm, Tokyo and Seoul are the most expensive (USD 1,200–2,200 a month). Check each government’s official living-cost requirement for the visa.',
  intakes: [
    {
      name: 'Autumn intake',
      months:
        'August–October (Singapore in August; Italy, Spain, Sweden and Malaysia in September; South Korea’s second intake in September)',
      applicationWindow:
        'Mostly between November and April; Sweden’s main round closes in mid-January, and Italy’s Universitaly pre-enrolment and visas run from spring to summer',
      main: true,
    },
    {
      name: 'Spring intake',
      months:
        'February–April (New Zealand in February, South Korea in March, Japan in April, Malaysia in February–March)',
      applicationWindow:
        'Usually 5–9 months ahead; Japanese universities and the MEXT scholarship open a year or more before the April start',
      main: true,
    },
  ],
  visa: {
    name: 'Student visa or residence permit (name and fee vary by country; typical fee shown)',
    fee: { currency: 'USD', amountMinor: 150_00 },
    processingTime:
      'From about 2–4 weeks (Singapore Student’s Pass, Malaysia through EMGS) to 1–3 months (Italy, Sweden, Japan’s Certificate of Eligibility). Fees range from under USD 100 (Singapore, Italy) to about USD 500 (New Zealand).',
    proofOfFunds:
      'Each country sets its own figure, for example NZD 20,000 a year for New Zealand, about €7,000 a year for Italy (updated annually), 100% of Spain’s IPREM index (about €600) a month, and roughly SEK 10,000 or more a month for Sweden. Singapore, Japan, Korea and Malaysia ask for bank statements or sponsor letters covering tuition and living costs.',
    requirements: [
      'Singapore: Student’s Pass through ICA’s SOLAR system after your university registers you (processing and issuance fees, plus a visa for Indian nationals)',
      'New Zealand: Fee Paying Student Visa with an offer of place, funds and insurance',
      'Italy: Universitaly pre-enrolment, then a type D study visa from the Italian mission',
      'Japan: Certificate of Eligibility arranged by your university, then a student visa',
      'South Korea: D-2 student visa with a certificate of admission; Malaysia: student pass applied for through EMGS',
      'Sweden: residence permit for studies applied for online with the Swedish Migration Agency; Spain: student stay visa from the Spanish consulate',
    ],
  },
  workRights: {
    duringStudies:
      'Varies: about 16 hours a week in Singapore (only at approved institutions), 25 hours in New Zealand, 20 hours in Italy, 30 hours in Spain, 28 hours in Japan with permission, roughly 20–35 hours in South Korea depending on level and Korean ability, no fixed hourly limit in Sweden, and only during semester breaks in Malaysia.',
    postStudy:
      'New Zealand offers a Post-Study Work Visa of up to 3 years; Sweden and Italy allow up to 12 months to look for work; Spain has a job-search permit for graduates; Japan grants up to one year of job-hunting status; South Korea offers the D-10 job-seeker visa; Singapore and Malaysia generally require an employer-sponsored work pass.',
    postStudyVisaName:
      'Varies by country (e.g. New Zealand Post-Study Work Visa, Korea D-10, Japan job-hunting status)',
  },
  faqs: [
    {
      question: 'Which of these countries is the cheapest for Indian students?',
      answer:
        'Italy (low, income-based fees at public universities and DSU scholarships), Malaysia (low tuition and living costs) and Japan (low national university fees) are usually the cheapest. Singapore and New Zealand are the most expensive unless you get a scholarship or Singapore’s Tuition Grant.',
    },
    {
      question: 'Do I need to learn the local language?',
      answer:
        'For English-taught programmes, no. For jobs after graduation, yes in most of these countries: Japanese, Korean, Italian, Spanish and Swedish make a big difference. Singapore, New Zealand and Malaysia work largely in English.',
    },
    {
      question: 'Which country has the best post-study work options?',
      answer:
        'New Zealand, with a Post-Study Work Visa of up to three years after a bachelor’s or higher degree. Sweden, Italy, Spain, Japan and South Korea offer around a year to find a job, while Singapore and Malaysia depend on an employer sponsoring your work pass.',
    },
    {
      question: 'What scholarships are available in these countries?',
      answer:
        'Japan’s MEXT and South Korea’s GKS are fully funded government scholarships applied for through their embassies or universities. Swedish Institute scholarships cover fees and living costs for selected master’s students. Italy’s regional DSU scholarships are based on family income, and Singapore’s Tuition Grant reduces fees in return for a three-year work bond.',
    },
    {
      question: 'Are degrees from these countries recognised in India?',
      answer:
        'Degrees from recognised universities in all these countries are accepted by most employers. For further study, government jobs or regulated professions you may need an equivalence certificate from the Association of Indian Universities (AIU) or approval from the relevant council.',
    },
  ],
  sources: [
    {
      label: 'Immigration & Checkpoints Authority (Singapore) — Student’s Pass',
      url: 'https://www.ica.gov.sg/reside/STP',
    },
    {
      label: 'Immigration New Zealand — Fee Paying Student Visa',
      url: 'https://www.immigration.govt.nz/visas/fee-paying-student-visa',
    },
    {
      label: 'Universitaly (Italian Ministry of University and Research)',
      url: 'https://www.universitaly.it/',
    },
    { label: 'Study in Sweden (Swedish Institute)', url: 'https://studyinsweden.se/' },
    { label: 'Study in Japan (JASSO)', url: 'https://www.studyinjapan.go.jp/en/' },
    { label: 'Study in Korea (NIIED)', url: 'https://www.studyinkorea.go.kr/' },
    { label: 'Education Malaysia Global Services (EMGS)', url: 'https://educationmalaysia.gov.my/' },
  ],
  factsCheckedOn: '2026-11-01',
};
