import type { CountryContent } from '@meridian/domain/country/schemas';

export const kyrgyzstan: CountryContent = {
  slug: 'kyrgyzstan',
  headline: 'MBBS in Kyrgyzstan: fees, NMC rules, visa and safety for Indian students',
  summary:
    'Kyrgyzstan is one of the cheapest MBBS destinations for Indian students, with English-medium medical programmes in Bishkek, Osh and Jalal-Abad. Low fees come with trade-offs: choose only six-year programmes that meet NMC’s FMGL 2021 rules, check clinical training carefully, and take safety advisories seriously.',
  quickFacts: {
    capital: 'Bishkek',
    currencyCode: 'KGS',
    languages: ['Kyrgyz', 'Russian'],
    internationalStudents:
      'Thousands of Indian students (estimates range from 10,000 to 20,000), almost all in medicine',
    popularCities: ['Bishkek', 'Osh', 'Jalal-Abad', 'Karakol'],
    popularCourses: ['General Medicine (MBBS equivalent)', 'Dentistry', 'Pharmacy'],
  },
  overview: [
    'Kyrgyzstan is almost entirely an MBBS destination for Indian students. Kyrgyz State Medical Academy (KSMA) in Bishkek, Osh State University’s medical faculty, the International School of Medicine, the International Higher School of Medicine, Jalal-Abad State University and the Kyrgyz-Russian Slavic University are among the institutions Indian students choose. Tuition is among the lowest of any MBBS destination.',
    'Programme length matters. Some universities advertise five-year courses, which do not meet India’s rules. Under the National Medical Commission’s Foreign Medical Graduate Licentiate (FMGL) Regulations 2021 you need at least 54 months of study followed by a 12-month internship at the same university, English medium throughout, eligibility for a licence to practise in Kyrgyzstan on the same terms as local graduates, and NEET-UG qualification before admission. Back in India you must pass the screening test (FMGE, to be replaced by NExT) and complete a 12-month internship.',
    'Quality varies widely between institutions, and FMGE pass rates for graduates of some universities have been low. Look at the teaching hospitals, the share of classes taught by experienced faculty, the student–patient exposure in clinical years and past FMGE results, not just the fee. Russian is the language of most patients, so learn it seriously.',
    'Safety needs attention. In May 2024, mobs attacked hostels housing foreign students in Bishkek, and the Embassy of India advised Indian students to stay indoors and stay in touch with the Embassy. The situation calmed, but keep the Embassy’s contact numbers, register with it, and follow its advisories and your university’s instructions.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'Medical universities, English-medium General Medicine, per year (about USD 3,000–5,500)',
      annual: { currency: 'KGS', minMinor: 260_000, maxMinor: 480_000 },
    },
  ],
  livingCosts: [
    {
      label: 'University hostel (shared room)',
      monthly: { currency: 'KGS', minMinor: 4_000, maxMinor: 10_000 },
    },
    {
      label: 'Food (Indian mess or self-cooking)',
      monthly: { currency: 'KGS', minMinor: 8_000, maxMinor: 13_000 },
    },
    { label: 'Local transport', monthly: { currency: 'KGS', minMinor: 800, maxMinor: 2_000 } },
    { label: 'Medical insurance', monthly: { currency: 'KGS', minMinor: 800, maxMinor: 2_500 } },
    { label: 'Phone, internet and utilities', monthly: { currency: 'KGS', minMinor: 500, maxMinor: 1_500 } },
  ],
  livingCostNote:
    'Most Indian students spend about KGS 15,000–25,000 a month (roughly ₹15,000–25,000) outside tuition. Bishkek is slightly more expensive than Osh or Jalal-Abad. Winters are cold, so budget for warm clothing and heating.',
  intakes: [
    {
      name: 'September intake',
      months: 'September–October',
      applicationWindow:
        'Admissions usually open after NEET-UG results (June–August); visa support takes 1–4 weeks, so apply by July–August',
      main: true,
    },
  ],
  visa: {
    name: 'Study visa (type “S”), applied for online through the Kyrgyz e-visa portal',
    fee: { currency: 'USD', amountMinor: 60_00 },
    processingTime:
      'The university arranges an official invitation (visa support) through the Ministry of Foreign Affairs, which takes about one to four weeks; the e-visa itself usually takes a few working days. The student visa is then issued or extended for a year at a time through the university’s visa office. The fee shown is approximate.',
    proofOfFunds:
      'No fixed national figure. Universities require the first year’s tuition (or a deposit) before issuing the invitation; carry enough money for living costs until your first remittance arrives.',
    requirements: [
      'Official visa invitation from the university',
      'Passport valid for at least 9–12 months beyond the visa period',
      'Electronic photo on a white background',
      'Study contract with the university and tuition payment receipt',
      'Registration with the State Registration Service after arrival, and a hostel or landlord residence certificate for extensions',
    ],
  },
  workRights: {
    duringStudies:
      'Working requires a separate work permit; in practice MBBS students rarely work, and you should plan to fund your studies fully from home.',
    postStudy:
      'There is no post-study work route for MBBS graduates: you return to India to pass the FMGE (to be replaced by NExT) and complete a 12-month internship.',
    postStudyVisaName: 'None (MBBS graduates return to India for licensing)',
  },
  faqs: [
    {
      question: 'Is an MBBS from Kyrgyzstan valid in India?',
      answer:
        'Only if it meets the NMC’s FMGL Regulations 2021: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a Kyrgyz licence to practise, and NEET-UG qualification before admission. Five-year programmes do not qualify.',
    },
    {
      question: 'Why is MBBS in Kyrgyzstan so cheap?',
      answer:
        'Lower salaries and living costs keep fees down, and some private institutions compete on price. Cheap is not always good value: compare teaching hospitals, clinical exposure and FMGE results, because failing the screening test repeatedly costs far more than the fee difference.',
    },
    {
      question: 'Is Kyrgyzstan safe for Indian students?',
      answer:
        'Day-to-day life is usually calm, but in May 2024 mobs attacked foreign students’ hostels in Bishkek. Register with the Embassy of India in Bishkek, save its emergency numbers, avoid large gatherings, and follow official advisories.',
    },
    {
      question: 'What is the total cost of MBBS in Kyrgyzstan?',
      answer:
        'Tuition is about USD 3,000–5,500 a year, and living costs are about ₹15,000–25,000 a month. Over six years, expect roughly ₹25–45 lakh including hostel and food.',
    },
    {
      question: 'Do I need NEET for MBBS in Kyrgyzstan?',
      answer:
        'Yes. You must qualify NEET-UG before admission to be eligible to practise in India after graduating, and the result is valid for three years for foreign admissions. You also need 50% in Physics, Chemistry and Biology in Class 12 (40% for reserved categories).',
    },
  ],
  sources: [
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
    { label: 'Embassy of India, Bishkek', url: 'https://www.eoibishkek.gov.in/' },
    {
      label: 'Kyrgyz State Medical Academy — visa and registration',
      url: 'https://ksma.edu.kg/en/inostrannym-studentam/viza-i-registratsiya-inostrannykh-studentov',
    },
    { label: 'Kyrgyz Republic e-visa portal', url: 'https://www.evisa.e-gov.kg/' },
  ],
  factsCheckedOn: '2026-11-01',
};
