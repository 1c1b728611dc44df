import type { CountryContent } from '@meridian/domain/country/schemas';

export const uae: CountryContent = {
  slug: 'uae',
  headline: 'Study in the UAE: universities, costs, student visa and jobs for Indian students',
  summary:
    'The UAE, especially Dubai and Abu Dhabi, is three to four hours from India and hosts branch campuses of British, Australian and Indian universities alongside fast-rising local universities. Your university sponsors your student residence visa, living costs are high, and most graduates stay on through employer-sponsored work visas.',
  quickFacts: {
    capital: 'Abu Dhabi',
    currencyCode: 'AED',
    languages: ['Arabic', 'English (widely used in business and education)'],
    internationalStudents:
      'Tens of thousands; Dubai’s private universities and branch campuses alone teach over 40,000 students, many of them Indian',
    popularCities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Al Ain'],
    popularCourses: [
      'Business administration and MBA',
      'Computer science and artificial intelligence',
      'Engineering',
      'Finance and accounting',
      'Hospitality and tourism',
      'Media and design',
    ],
  },
  overview: [
    'The UAE has become a regional education hub. Khalifa University, United Arab Emirates University, the American University of Sharjah and the University of Sharjah are the highest-ranked local universities, and Dubai’s academic free zones host branch campuses such as the University of Birmingham Dubai, Heriot-Watt, Middlesex, Wollongong, BITS Pilani, Manipal and Amity. Branch campuses usually award the same degree as the home campus.',
    'Universities on the mainland are licensed and their programmes accredited by the federal Ministry of Higher Education and Scientific Research (Commission for Academic Accreditation). Branch campuses in Dubai’s free zones are permitted by the Knowledge and Human Development Authority (KHDA). The difference matters if you later want a government job or equivalency in the UAE, so check the accreditation of your exact programme. Most programmes start in September, with January intakes at many universities.',
    'Indian students choose the UAE for its closeness to home, the large Indian community, safety and the job market in business, finance, logistics, tech and hospitality, where salaries are tax-free. Indian branch campuses (BITS Pilani Dubai, Manipal Dubai, Amity Dubai) follow their Indian curricula, which suits students who may return to India.',
    'Living costs, especially rent in Dubai and Abu Dhabi, are high, and there is no dedicated post-study work visa: most graduates find jobs and move to employer-sponsored residence visas. Outstanding graduates can apply for a 10-year Golden Visa. UAE laws are strict on drugs (including some prescription medicines), alcohol, public behaviour and online posts, so read the rules before you arrive.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Private universities and branch campuses, per year',
      annual: { currency: 'AED', minMinor: 40_000_00, maxMinor: 100_000_00 },
    },
    {
      level: 'Masters',
      label: 'Master’s programmes, per year',
      annual: { currency: 'AED', minMinor: 45_000_00, maxMinor: 110_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes, per year',
      annual: { currency: 'AED', minMinor: 70_000_00, maxMinor: 150_000_00 },
    },
    {
      level: 'Foundation',
      label: 'Foundation and diploma programmes, per year',
      annual: { currency: 'AED', minMinor: 25_000_00, maxMinor: 50_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Accommodation (university hostel or shared flat)',
      monthly: { currency: 'AED', minMinor: 2_000_00, maxMinor: 5_000_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'AED', minMinor: 800_00, maxMinor: 1_600_00 } },
    {
      label: 'Transport (Nol card with student discount, taxis)',
      monthly: { currency: 'AED', minMinor: 200_00, maxMinor: 500_00 },
    },
    {
      label: 'Health insurance (mandatory)',
      monthly: { currency: 'AED', minMinor: 100_00, maxMinor: 300_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'AED', minMinor: 200_00, maxMinor: 500_00 },
    },
  ],
  livingCostNote:
    'Dubai and Abu Dhabi are expensive; Sharjah and Ajman are cheaper and many students commute from there. A realistic budget is AED 3,500–7,000 a month. Summer temperatures above 40 °C mean air-conditioning bills are part of the rent conversation.',
  intakes: [
    {
      name: 'Fall intake',
      months: 'September',
      applicationWindow: 'Apply between January and July; scholarships and hostel places go early',
      main: true,
    },
    {
      name: 'Spring intake',
      months: 'January',
      applicationWindow: 'Apply between August and November',
      main: false,
    },
    {
      name: 'Summer intake',
      months: 'May (some universities)',
      applicationWindow: 'Apply by February–March',
      main: false,
    },
  ],
  visa: {
    name: 'Student residence visa (sponsored by your university)',
    fee: { currency: 'AED', amountMinor: 3_000_00 },
    processingTime:
      'Usually 2–4 weeks after the university submits your application. You enter on an entry permit, then complete a medical fitness test and Emirates ID biometrics in the UAE. Government fees are modest (about AED 350), but universities typically charge AED 2,000–5,000 for the full visa package, which is the typical figure shown.',
    proofOfFunds:
      'No fixed national amount. Universities usually require proof of tuition payment and may ask for bank statements showing you can cover living costs; some take a refundable visa deposit.',
    requirements: [
      'Admission letter from a licensed and accredited UAE institution',
      'Tuition fee payment for the first semester or year',
      'Passport valid for at least six months, with photos',
      'Attested academic certificates (apostilled in India and accepted by the UAE)',
      'Medical fitness test, Emirates ID biometrics and health insurance after arrival',
    ],
  },
  workRights: {
    duringStudies:
      'Students on a university-sponsored visa can work part-time or take internships only with the appropriate work permit and their university’s no-objection letter. Hours are limited so that work does not affect studies, and many universities offer on-campus jobs.',
    postStudy:
      'There is no automatic post-study work visa. Most graduates find a job and move to an employer-sponsored residence visa. Outstanding graduates (high GPA from a highly rated UAE university, or from a top-ranked university abroad) can apply for a 10-year Golden Visa, and job-seeker visit visas are available to some recent graduates.',
    postStudyVisaName: 'Employer-sponsored employment visa or Golden Visa (outstanding graduates)',
  },
  faqs: [
    {
      question: 'Is a degree from a Dubai branch campus the same as the home campus degree?',
      answer:
        'Usually yes: branch campuses of universities such as Birmingham, Heriot-Watt, Middlesex, Wollongong and BITS Pilani award the same degree as the home campus. Check the degree certificate wording and whether the programme is also accredited in the UAE if you want to work in the UAE public sector.',
    },
    {
      question: 'Are UAE degrees recognised in India?',
      answer:
        'Degrees from Indian branch campuses are issued by the parent Indian university. Degrees from UAE and foreign universities are foreign degrees in India, and you may need an equivalence certificate from the Association of Indian Universities (AIU) for further study or government jobs.',
    },
    {
      question: 'Can I work part-time as a student in the UAE?',
      answer:
        'Yes, but only with the right permit and your university’s approval. Working without a permit can lead to fines and visa cancellation. On-campus jobs and internships arranged through the university career office are the safest options.',
    },
    {
      question: 'How much does it cost to live in Dubai as a student?',
      answer:
        'Roughly AED 3,500–7,000 a month (about ₹85,000–1,70,000) including shared accommodation, food, transport and insurance. Living in Sharjah or Ajman and commuting, or taking a university hostel place, keeps costs down.',
    },
    {
      question: 'What is the UAE Golden Visa for students?',
      answer:
        'It is a 10-year residence visa for outstanding graduates, for example those with a high GPA from a highly rated UAE university, and a 5-year option exists for top school students. It lets you live and work without a sponsor; check the current criteria on the official UAE portal.',
    },
  ],
  sources: [
    {
      label: 'UAE official portal — student visas',
      url: 'https://u.ae/en/information-and-services/visa-and-emirates-id',
    },
    {
      label: 'Federal Authority for Identity, Citizenship, Customs and Port Security (ICP)',
      url: 'https://icp.gov.ae/en/',
    },
    { label: 'Knowledge and Human Development Authority (KHDA), Dubai', url: 'https://web.khda.gov.ae/en/' },
    { label: 'Ministry of Higher Education and Scientific Research', url: 'https://www.mohesr.gov.ae/en' },
  ],
  factsCheckedOn: '2026-11-01',
};
