import type { CountryContent } from '@meridian/domain/country/schemas';

export const india: CountryContent = {
  slug: 'india',
  headline: 'Study in India: costs, admissions, visa and student life for international students',
  summary:
    'India has more than 1,000 universities, globally ranked IITs and the Indian Institute of Science, and fees far below most study destinations. Students from Vietnam, Saudi Arabia, Nepal, Bangladesh, Africa and the Gulf come for engineering, management, IT, pharmacy and health sciences, often through the government’s Study in India programme and ICCR scholarships.',
  quickFacts: {
    capital: 'New Delhi',
    currencyCode: 'INR',
    languages: ['English (language of most university teaching)', 'Hindi', 'Many regional languages'],
    internationalStudents:
      'Around 47,000 foreign students (AISHE 2021–22), mainly from Nepal, other South Asian neighbours, Africa and the Gulf',
    popularCities: ['Bengaluru', 'Pune', 'New Delhi', 'Hyderabad', 'Chennai', 'Manipal', 'Mumbai'],
    popularCourses: [
      'Engineering and technology (BTech/MTech)',
      'Computer applications (BCA/MCA)',
      'Management (BBA/MBA)',
      'Pharmacy and health sciences',
      'Hospitality and tourism',
    ],
  },
  overview: [
    'India is one of the most affordable places in the world to get an English-taught degree. IIT Delhi (123rd), IIT Bombay (129th) and IIT Madras (180th) lead nine Indian institutions in the QS World University Rankings 2026 top 350, and cities such as Bengaluru, Hyderabad and Pune are major technology hubs. For students from Vietnam, Saudi Arabia and other Asian and Gulf countries, India is close, culturally familiar and offers a huge choice of programmes.',
    'Higher education is regulated by the University Grants Commission (UGC), with technical programmes approved by AICTE and medical programmes by the National Medical Commission. Institutions are central, state, deemed-to-be or private universities, plus Institutes of National Importance such as the IITs, NITs and IIMs. A BA, BSc or BCom takes three years (four-year honours degrees are spreading under the National Education Policy 2020), a BTech takes four years, and most master’s degrees and MBAs take two. The academic year usually starts in July or August.',
    'There are several routes in. The Ministry of Education’s Study in India (SII) portal lets you apply to many institutions at once and offers fee waivers for strong applicants. The Indian Council for Cultural Relations (ICCR) awards thousands of fully funded scholarships each year through Indian embassies. The DASA scheme admits foreign nationals to NITs and IIITs, IITs admit foreign nationals through JEE Advanced for undergraduate study, and many private universities such as Manipal, Amity, Symbiosis and Sharda have dedicated international offices.',
    'Daily life is lively and inexpensive by international standards, though big cities can be crowded and hot for much of the year. Food for every diet, including halal and vegetarian, is easy to find, especially in Hyderabad, Delhi, Bengaluru and Lucknow. English is enough on campus and in most cities, and learning a little Hindi or the local language helps with everyday life.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Public and central universities, foreign-national fees, per year',
      annual: { currency: 'INR', minMinor: 1_00_000_00, maxMinor: 4_00_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Private universities (engineering, BBA, BCA), per year',
      annual: { currency: 'INR', minMinor: 2_00_000_00, maxMinor: 8_00_000_00 },
    },
    {
      level: 'Masters',
      label: 'MTech, MSc and MCA at public and private universities, per year',
      annual: { currency: 'INR', minMinor: 1_00_000_00, maxMinor: 6_00_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA/PGDM, per year (IIMs and top private business schools at the upper end)',
      annual: { currency: 'INR', minMinor: 4_00_000_00, maxMinor: 15_00_000_00 },
    },
    {
      level: 'MBBS',
      label: 'MBBS at private or deemed universities, foreign-national/NRI quota, per year (limited seats)',
      annual: { currency: 'INR', minMinor: 15_00_000_00, maxMinor: 40_00_000_00 },
    },
    {
      level: 'PhD',
      label: 'PhD at public institutions, per year (often with fee waivers or fellowships)',
      annual: { currency: 'INR', minMinor: 50_000_00, maxMinor: 3_00_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'University hostel or shared flat',
      monthly: { currency: 'INR', minMinor: 6_000_00, maxMinor: 25_000_00 },
    },
    {
      label: 'Food (hostel mess, canteens or self-cooking)',
      monthly: { currency: 'INR', minMinor: 4_000_00, maxMinor: 10_000_00 },
    },
    {
      label: 'Local transport (metro, bus, auto-rickshaw, app cabs)',
      monthly: { currency: 'INR', minMinor: 1_000_00, maxMinor: 3_000_00 },
    },
    { label: 'Health insurance', monthly: { currency: 'INR', minMinor: 500_00, maxMinor: 2_000_00 } },
    {
      label: 'Mobile, internet and utilities',
      monthly: { currency: 'INR', minMinor: 500_00, maxMinor: 2_500_00 },
    },
  ],
  livingCostNote:
    'Mumbai, Delhi and Bengaluru cost the most; university towns such as Manipal, Vellore or Phagwara and cities like Pune and Hyderabad are cheaper. A typical student budget outside tuition is ₹15,000–40,000 a month. Many universities require hostel accommodation in the first year.',
  intakes: [
    {
      name: 'July/August session',
      months: 'July–August',
      applicationWindow:
        'Most applications run from January to June; the Study in India portal, DASA and ICCR scholarship rounds open in spring, and ICCR applications close earlier through Indian embassies',
      main: true,
    },
    {
      name: 'January session',
      months: 'January (some private universities and PhD programmes)',
      applicationWindow: 'Apply between September and November',
      main: false,
    },
  ],
  visa: {
    name: 'Student visa (S-1) or e-Student visa',
    fee: { currency: 'USD', amountMinor: 80_00 },
    processingTime:
      'Usually 1–3 weeks at the Indian mission. Students admitted through the Study in India portal can apply online for an e-Student visa, which is usually decided within a few weeks. Fees depend on nationality and reciprocity (roughly USD 13–118).',
    proofOfFunds:
      'Proof that you can pay tuition and living costs: bank statements, a sponsor letter or a scholarship award (ICCR or Study in India fee waiver). Some Indian missions ask for a minimum balance, for example USD 2,000 for courses of a year or longer.',
    requirements: [
      'Admission letter from a recognised Indian institution (or an ICCR/Study in India offer)',
      'Passport valid for at least six months with two blank pages',
      'Online application on the Indian Visa Online portal, with photo and biometrics where required',
      'No-objection certificate from the Ministry of Health for medical and paramedical courses',
      'Registration on the e-FRRO portal within 14 days of arrival if your visa is valid for more than 180 days',
    ],
  },
  workRights: {
    duringStudies:
      'A student visa does not allow paid employment. Internships and practical training that are part of your course are allowed with your institution’s approval and, where required, FRRO permission.',
    postStudy:
      'India has no post-study work visa. To work after graduating you need a job offer and an Employment visa, which normally requires a salary above USD 25,000 a year (with exceptions for some roles). Many graduates return home or use their Indian degree to work in the Gulf or elsewhere.',
    postStudyVisaName: 'Employment visa (no dedicated post-study route)',
  },
  faqs: [
    {
      question: 'What is the Study in India programme?',
      answer:
        'It is the Ministry of Education’s official portal (studyinindia.gov.in) for international students. You register once, apply to several participating institutions, can be considered for fee waivers, and admitted students can apply for an e-Student visa online.',
    },
    {
      question: 'Are there scholarships for international students?',
      answer:
        'Yes. ICCR scholarships cover tuition, a monthly stipend and accommodation support for students from many countries, including Vietnam and other ASEAN and African countries; apply through the Indian embassy in your country. Study in India offers partial and full fee waivers, and many private universities give merit scholarships.',
    },
    {
      question: 'Can a foreign national study at an IIT?',
      answer:
        'Yes. Foreign nationals can take JEE Advanced for undergraduate admission on supernumerary seats, and IITs admit international students to master’s and PhD programmes through their own international admission processes. NITs and IIITs admit foreign nationals through the DASA scheme.',
    },
    {
      question: 'Do I need to register after arriving in India?',
      answer:
        'If your student visa is valid for more than 180 days, you must register online on the e-FRRO portal within 14 days of arrival. Your university’s international office usually helps. Keep your registration permit safe and report any change of address.',
    },
    {
      question: 'Can international students study medicine (MBBS) in India?',
      answer:
        'A limited number of seats exist under foreign-national and NRI quotas, mostly at private and deemed universities, and fees are high. NEET-UG qualification is generally required and you need a Ministry of Health no-objection certificate for the visa. Check the National Medical Commission’s current rules before applying.',
    },
    {
      question: 'Is India safe for international students?',
      answer:
        'Most international students have a positive experience. Choose universities with a real international office and on-campus hostels, use registered taxis or app cabs at night, and keep copies of your passport, visa and FRRO registration.',
    },
  ],
  sources: [
    { label: 'Study in India (Ministry of Education)', url: 'https://www.studyinindia.gov.in/' },
    { label: 'Indian Visa Online', url: 'https://indianvisaonline.gov.in/' },
    { label: 'Bureau of Immigration — e-FRRO', url: 'https://indianfrro.gov.in/eservices/' },
    { label: 'Indian Council for Cultural Relations (ICCR) scholarships', url: 'https://www.iccr.gov.in/' },
    { label: 'University Grants Commission', url: 'https://www.ugc.gov.in/' },
  ],
  factsCheckedOn: '2026-11-01',
};
