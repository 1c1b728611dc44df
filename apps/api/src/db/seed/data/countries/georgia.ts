import type { CountryContent } from '@meridian/domain/country/schemas';

export const georgia: CountryContent = {
  slug: 'georgia',
  headline: 'MBBS in Georgia: fees, NMC rules, D3 visa and student life for Indian students',
  summary:
    'Georgia is one of the most popular MBBS destinations for Indian students, with six-year English-medium Doctor of Medicine (MD) programmes in Tbilisi, Batumi and Kutaisi. Fees are moderate and the climate is mild, but you must check how each university meets NMC’s internship and licensing conditions before you enrol.',
  quickFacts: {
    capital: 'Tbilisi',
    currencyCode: 'GEL',
    languages: ['Georgian', 'English (in international programmes)', 'Russian'],
    internationalStudents:
      'Tens of thousands of international students; India is the largest group, mostly in the six-year MD programme',
    popularCities: ['Tbilisi', 'Batumi', 'Kutaisi'],
    popularCourses: ['Medicine (MD, MBBS equivalent)', 'Dentistry', 'Business administration', 'IT'],
  },
  overview: [
    'Georgia is mainly an MBBS destination for Indian students. Universities such as Tbilisi State Medical University, Ivane Javakhishvili Tbilisi State University, David Tvildiani Medical University, Batumi Shota Rustaveli State University and several private universities offer a six-year, 360-credit MD programme in English. Programmes are authorised by Georgia’s National Center for Educational Quality Enhancement, and Tbilisi is a compact, affordable capital with a mild climate compared with Russia or Central Asia.',
    'Under India’s National Medical Commission (NMC) Foreign Medical Graduate Licentiate (FMGL) Regulations 2021, your course must last at least 54 months followed by an internship of at least 12 months at the same foreign university, be taught entirely in English, and make you eligible for a licence to practise medicine in Georgia on the same terms as Georgian graduates. You must also qualify NEET-UG before admission. Back in India you must pass the screening test (FMGE, to be replaced by NExT) and complete a 12-month internship.',
    'The standard Georgian MD is six years without a separate one-year internship, and a Georgian licence normally requires passing the state certification exam and completing residency. Some universities have added an internship year for Indian students to meet NMC rules. Ask each university in writing how its programme satisfies the internship and licence conditions, and check the latest NMC notices before paying.',
    'Admission is usually through an English test or interview, followed by registration of your enrolment with Georgia’s Ministry of Education (about six weeks) and a D3 study visa. Tbilisi has seen large political protests since late 2024, so avoid demonstrations. Georgian is the everyday language, and learning some Georgian or Russian helps in clinical years.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'MD (General Medicine) in English, per year (about USD 4,500–8,000)',
      annual: { currency: 'GEL', minMinor: 12_000_00, maxMinor: 22_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Other English-taught bachelor’s programmes, per year',
      annual: { currency: 'GEL', minMinor: 6_000_00, maxMinor: 14_000_00 },
    },
    {
      level: 'Masters',
      label: 'English-taught master’s programmes, per year',
      annual: { currency: 'GEL', minMinor: 7_000_00, maxMinor: 16_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (shared flat or hostel)',
      monthly: { currency: 'GEL', minMinor: 500_00, maxMinor: 1_200_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'GEL', minMinor: 400_00, maxMinor: 650_00 } },
    { label: 'Local transport', monthly: { currency: 'GEL', minMinor: 30_00, maxMinor: 60_00 } },
    { label: 'Health insurance', monthly: { currency: 'GEL', minMinor: 30_00, maxMinor: 80_00 } },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'GEL', minMinor: 80_00, maxMinor: 200_00 },
    },
  ],
  livingCostNote:
    'Most Indian students spend GEL 1,000–2,000 a month (roughly ₹33,000–65,000) including rent; sharing a flat in Tbilisi keeps costs down. Batumi and Kutaisi are cheaper than Tbilisi outside the summer tourist season.',
  intakes: [
    {
      name: 'September intake',
      months: 'September–October',
      applicationWindow:
        'Apply from June after NEET-UG results; Ministry of Education registration takes about six weeks, then allow 2–4 weeks for the D3 visa',
      main: true,
    },
    {
      name: 'February/March intake',
      months: 'February–March (some universities)',
      applicationWindow: 'Apply between October and December',
      main: false,
    },
  ],
  visa: {
    name: 'Study visa (D3), followed by a study residence permit',
    fee: { currency: 'GEL', amountMinor: 210_00 },
    processingTime:
      'The D3 visa is applied for through the Georgian e-visa system or VFS and usually takes 2–4 weeks (its consular fee is separate). After arrival you apply at the Public Service Hall for a study residence permit, issued within about 30 days for the standard GEL 210 fee shown (faster service costs more). The permit is issued for up to a year at a time and renewed.',
    proofOfFunds:
      'No fixed public figure. Show bank statements or a sponsor letter covering your living costs for the first year, plus proof that tuition has been paid.',
    requirements: [
      'Enrolment approved by Georgia’s Ministry of Education and an invitation from the university',
      'Tuition payment receipt',
      'Proof of accommodation and sufficient funds',
      'Travel and health insurance',
      'Passport and photos; Indian nationals with a valid US, UK or Schengen visa or residence permit may enter without a visa but still need a D3 visa to get a study residence permit',
    ],
  },
  workRights: {
    duringStudies:
      'Students with a residence permit may work part-time, but jobs are scarce for non-Georgian speakers and MD timetables are demanding. Georgia tightened its rules on employing foreign nationals from 2026, so check the current labour-migration rules before taking any job.',
    postStudy:
      'There is no post-study work visa. MBBS graduates return to India to pass the FMGE (to be replaced by NExT) and complete a 12-month internship.',
    postStudyVisaName: 'None (MBBS graduates return to India for licensing)',
  },
  faqs: [
    {
      question: 'Is an MD from Georgia valid in India?',
      answer:
        'Only if it meets all NMC FMGL 2021 conditions: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a Georgian medical licence, and NEET-UG qualification before admission. Because the standard Georgian MD has no separate internship year, confirm how your university handles this.',
    },
    {
      question: 'Which are the main medical universities in Georgia for Indian students?',
      answer:
        'Tbilisi State Medical University, Ivane Javakhishvili Tbilisi State University, David Tvildiani Medical University, Batumi Shota Rustaveli State University, New Vision University, the University of Georgia and Caucasus International University are among those most chosen. Check each one’s listing in the World Directory of Medical Schools.',
    },
    {
      question: 'How much does MBBS in Georgia cost in total?',
      answer:
        'Tuition is about USD 4,500–8,000 a year, and living costs about ₹33,000–65,000 a month. For six years, expect roughly ₹45–85 lakh including accommodation and food, depending on the university and lifestyle.',
    },
    {
      question: 'Do I need a visa to study in Georgia?',
      answer:
        'Yes. Indian students need a D3 study visa to obtain a study residence permit, even if they could enter visa-free because they hold a valid US, UK or Schengen visa. Apply for the D3 in India after your enrolment has been registered with the Ministry of Education.',
    },
    {
      question: 'Is Georgia safe for Indian students?',
      answer:
        'Georgia is generally safe, with low violent crime. There have been large political protests in Tbilisi since late 2024, so stay away from demonstrations, keep your documents with you, and follow advisories from the Embassy of India.',
    },
  ],
  sources: [
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
    {
      label: 'National Center for Educational Quality Enhancement (Georgia)',
      url: 'https://eqe.ge/en',
    },
    { label: 'Georgia e-visa portal', url: 'https://www.evisa.gov.ge/' },
    { label: 'Public Service Hall (residence permits)', url: 'https://psh.gov.ge/' },
  ],
  factsCheckedOn: '2026-11-01',
};
