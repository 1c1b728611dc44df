import type { CountryContent } from '@meridian/domain/country/schemas';

export const kazakhstan: CountryContent = {
  slug: 'kazakhstan',
  headline: 'MBBS in Kazakhstan: fees, NMC rules, visa and student life for Indian students',
  summary:
    'Kazakhstan is a popular MBBS destination for Indian students, with English-medium General Medicine programmes at national and state medical universities in Almaty, Astana, Shymkent and other cities. Fees are moderate and cities are safe and modern, but you must confirm that your programme meets every NMC FMGL 2021 condition before paying.',
  quickFacts: {
    capital: 'Astana',
    currencyCode: 'KZT',
    languages: ['Kazakh', 'Russian'],
    internationalStudents:
      'Tens of thousands of international students; India is one of the largest groups, mostly in medicine',
    popularCities: ['Almaty', 'Astana', 'Shymkent', 'Karaganda', 'Semey', 'Aktobe'],
    popularCourses: ['General Medicine (MBBS equivalent)', 'Dentistry', 'Pharmacy', 'Engineering', 'IT'],
  },
  overview: [
    'Indian students go to Kazakhstan mainly for medicine. Well-known options include Al-Farabi Kazakh National University and Asfendiyarov Kazakh National Medical University in Almaty, Astana Medical University, South Kazakhstan Medical Academy in Shymkent, Karaganda Medical University, Semey Medical University and West Kazakhstan Marat Ospanov Medical University in Aktobe. Al-Farabi is Kazakhstan’s highest-ranked university and was 38th in the QS Asia University Rankings 2026.',
    'Programmes for foreign students are taught in English and usually run for five to six years including an internship, often described as five years of study plus a one-year internship. Check the exact structure in writing: India’s National Medical Commission requires at least 54 months of study and a 12-month internship at the same university.',
    'Under the NMC’s Foreign Medical Graduate Licentiate (FMGL) Regulations 2021, the whole course must be in English, you must be eligible for a licence to practise medicine in Kazakhstan on the same terms as Kazakh graduates, and you must qualify NEET-UG before admission. After returning, you must pass the screening test (FMGE, to be replaced by NExT) and complete a 12-month internship in India. Any variation in duration, medium or internship can disqualify you from registration in India.',
    'Almaty and Astana are modern, safe cities with good public transport. Winters are very cold, especially in Astana (often below −20 °C), and Russian is the everyday language, so learn basic Russian for clinical postings and daily life. Universities register foreign students with the migration police after arrival; missing this deadline leads to fines.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'National and state medical universities, English-medium General Medicine, per year',
      annual: { currency: 'KZT', minMinor: 2_000_000, maxMinor: 3_500_000 },
    },
    {
      level: 'Bachelors',
      label: 'Other bachelor’s programmes in English, per year',
      annual: { currency: 'KZT', minMinor: 1_200_000, maxMinor: 2_800_000 },
    },
  ],
  livingCosts: [
    {
      label: 'University hostel (shared flats cost more)',
      monthly: { currency: 'KZT', minMinor: 25_000, maxMinor: 70_000 },
    },
    {
      label: 'Food (Indian mess or self-cooking)',
      monthly: { currency: 'KZT', minMinor: 60_000, maxMinor: 100_000 },
    },
    { label: 'Local transport', monthly: { currency: 'KZT', minMinor: 5_000, maxMinor: 12_000 } },
    { label: 'Medical insurance', monthly: { currency: 'KZT', minMinor: 5_000, maxMinor: 15_000 } },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'KZT', minMinor: 5_000, maxMinor: 15_000 },
    },
  ],
  livingCostNote:
    'Most Indian students spend about KZT 100,000–200,000 a month (roughly ₹17,000–34,000) outside tuition. Almaty and Astana cost more than Shymkent, Semey or Aktobe. Budget for proper winter clothing in your first year.',
  intakes: [
    {
      name: 'September intake',
      months: 'September',
      applicationWindow:
        'Admissions usually open after NEET-UG results (June–August); invitation letters take at least 2–3 weeks, so apply by July',
      main: true,
    },
  ],
  visa: {
    name: 'Study visa (issued on an invitation arranged by the university)',
    fee: { currency: 'KZT', amountMinor: 129_750 },
    processingTime:
      'The invitation takes at least 20 days to issue; the first visa from the Kazakh embassy is single-entry for up to 90 days. In Kazakhstan it is replaced with a one-year multiple-entry study visa, which costs 30 monthly calculation indices (about KZT 1.3 lakh in 2026, the amount shown) and is renewed every year. The invitation itself costs about half an index.',
    proofOfFunds:
      'No fixed national figure. Universities require a tuition deposit (for example 10% of total tuition at Al-Farabi University) or the first year’s fee before issuing the invitation; carry enough for living costs until your first remittance.',
    requirements: [
      'Admission letter and visa invitation arranged by the university',
      'Tuition deposit or fee receipt',
      'Passport valid for the visa period plus at least six months',
      'NEET-UG scorecard, Class 10 and 12 documents and a medical certificate',
      'Registration with the migration police within 3 days of arrival (the university helps)',
    ],
  },
  workRights: {
    duringStudies:
      'Foreign students on a study visa are not allowed to work in Kazakhstan; breaking this rule can lead to fines or deportation.',
    postStudy:
      'There is no post-study work route for MBBS graduates: you return to India to pass the FMGE (to be replaced by NExT) and complete a 12-month internship.',
    postStudyVisaName: 'None (MBBS graduates return to India for licensing)',
  },
  faqs: [
    {
      question: 'Is an MBBS from Kazakhstan valid in India?',
      answer:
        'Only if your course meets every condition of the NMC’s FMGL Regulations 2021: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a Kazakh medical licence, and NEET-UG qualification before admission. Then you must pass the FMGE/NExT and do a 12-month internship in India.',
    },
    {
      question: 'How long is the MBBS course in Kazakhstan?',
      answer:
        'Programmes for Indian students usually run five to six years including the internship. Make sure the university confirms in writing that you will complete at least 54 months of study followed by a 12-month internship at the same institution.',
    },
    {
      question: 'What does MBBS in Kazakhstan cost in total?',
      answer:
        'Tuition is usually about KZT 2–3.5 million a year (roughly ₹3.5–6 lakh), and living costs about ₹17,000–34,000 a month. Over the full course, expect roughly ₹30–55 lakh including hostel and food, depending on the university and city.',
    },
    {
      question: 'Can I work part-time in Kazakhstan?',
      answer:
        'No. Foreign students on a study visa are not allowed to work. Plan to fund your studies fully from family savings, an education loan or a scholarship.',
    },
    {
      question: 'Do I need to learn Russian or Kazakh?',
      answer:
        'Teaching is in English, but Russian is spoken everywhere and patients in clinical postings often speak only Russian or Kazakh. Universities teach Russian as a subject; take it seriously from the first year.',
    },
  ],
  sources: [
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
    {
      label: 'Al-Farabi Kazakh National University — visa support',
      url: 'https://www.kaznu.kz/en/18000/page',
    },
    { label: 'Embassy of India, Astana', url: 'https://indembastana.gov.in/' },
  ],
  factsCheckedOn: '2026-11-01',
};
