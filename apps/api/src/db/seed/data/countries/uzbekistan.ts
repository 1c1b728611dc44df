import type { CountryContent } from '@meridian/domain/country/schemas';

export const uzbekistan: CountryContent = {
  slug: 'uzbekistan',
  headline: 'MBBS in Uzbekistan: fees, NMC rules, visa and student life for Indian students',
  summary:
    'Uzbekistan has become a fast-growing MBBS destination for Indian students, with six-year English-medium medical programmes at state medical institutes costing about USD 3,500–6,000 a year. Before you commit, check every NMC FMGL 2021 condition, especially the internship and licensing requirements, directly with the university.',
  quickFacts: {
    capital: 'Tashkent',
    currencyCode: 'UZS',
    languages: ['Uzbek', 'Russian'],
    internationalStudents:
      'The Indian Embassy estimated over 6,000 Indian students in early 2024, mostly in medicine, and numbers have grown since',
    popularCities: ['Samarkand', 'Tashkent', 'Bukhara', 'Andijan', 'Fergana'],
    popularCourses: ['General Medicine (MBBS equivalent)', 'Dentistry', 'Pharmacy', 'Paediatrics'],
  },
  overview: [
    'Uzbekistan is mostly an MBBS destination for Indian students. State medical universities and institutes in Samarkand, Tashkent, Bukhara, Andijan and Fergana offer English-medium General Medicine programmes with low fees, a safe environment, a climate milder than Russia’s, and food and culture that many Indian students find familiar. Direct flights connect Tashkent with Delhi.',
    'According to the Embassy of India in Tashkent, the medical programme for foreign students lasts six years, is taught in English, and includes the internship within the course. The Embassy also noted that a licensing system for medical practitioners had not yet been established in Uzbekistan, and it advises students to confirm that their university meets all conditions laid down by India’s National Medical Commission and to deal with universities directly.',
    'The NMC’s Foreign Medical Graduate Licentiate (FMGL) Regulations 2021 require at least 54 months of study plus a 12-month internship at the same foreign university, English medium for the whole course, eligibility for a licence to practise in that country on the same terms as local graduates, and NEET-UG qualification before admission. After returning, you must pass the screening test (FMGE, to be replaced by NExT) and do a 12-month internship in India. Ask each university for written confirmation of how its programme meets the licensing condition.',
    'Many institutes have built hostels and Indian mess facilities because of the large Indian intake. Russian and Uzbek are useful for talking to patients in clinical years, so take language classes seriously. Register your address after arrival and keep your visa extension paperwork up to date with the university’s international department.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'State medical universities and institutes, English-medium General Medicine, per year',
      annual: { currency: 'UZS', minMinor: 40_000_000, maxMinor: 75_000_000 },
    },
    {
      level: 'Bachelors',
      label: 'Other bachelor’s programmes in English, per year',
      annual: { currency: 'UZS', minMinor: 25_000_000, maxMinor: 50_000_000 },
    },
  ],
  livingCosts: [
    {
      label: 'University hostel (shared room)',
      monthly: { currency: 'UZS', minMinor: 500_000, maxMinor: 1_500_000 },
    },
    {
      label: 'Food (Indian mess or self-cooking)',
      monthly: { currency: 'UZS', minMinor: 1_200_000, maxMinor: 2_000_000 },
    },
    { label: 'Local transport', monthly: { currency: 'UZS', minMinor: 100_000, maxMinor: 250_000 } },
    { label: 'Medical insurance', monthly: { currency: 'UZS', minMinor: 100_000, maxMinor: 300_000 } },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'UZS', minMinor: 80_000, maxMinor: 200_000 },
    },
  ],
  livingCostNote:
    'Most Indian students spend about UZS 2–4 million a month (roughly ₹15,000–30,000) outside tuition. Tashkent is the most expensive city; Samarkand, Bukhara, Andijan and Fergana are cheaper.',
  intakes: [
    {
      name: 'September intake',
      months: 'September–October',
      applicationWindow:
        'Admissions usually open after NEET-UG results (June–August); visa support takes several weeks, so apply by July–August',
      main: true,
    },
  ],
  visa: {
    name: 'Student visa (issued on the university’s visa support/invitation)',
    fee: { currency: 'USD', amountMinor: 100_00 },
    processingTime:
      'The university obtains visa support through the Uzbek authorities, which usually takes 2–4 weeks; the visa is then issued by the embassy or electronically within about a week. The first visa is short and is extended inside Uzbekistan each year through the university. The fee shown is approximate.',
    proofOfFunds:
      'No fixed national amount. Universities usually require the first-year tuition (or a deposit) before issuing the invitation, and you should carry enough money for living costs until your first remittance arrives.',
    requirements: [
      'Admission letter and visa support (invitation) arranged by the university',
      'Passport valid for the visa period plus at least six months',
      'NEET-UG scorecard, Class 10 and 12 marksheets and a medical/HIV certificate',
      'Tuition receipt or deposit as required by the university',
      'Address registration after arrival (the university registers hostel residents)',
    ],
  },
  workRights: {
    duringStudies: 'A study visa does not allow employment in Uzbekistan.',
    postStudy:
      'There is no post-study work route for MBBS graduates: you return to India to pass the FMGE (to be replaced by NExT) and complete a 12-month internship.',
    postStudyVisaName: 'None (MBBS graduates return to India for licensing)',
  },
  faqs: [
    {
      question: 'Is an MBBS from Uzbekistan valid in India?',
      answer:
        'Only if your programme meets every condition of the NMC’s FMGL Regulations 2021, including English medium throughout, at least 54 months of study plus a 12-month internship at the same university, and eligibility for a licence to practise in Uzbekistan. Because the Indian Embassy noted that medical licensing had not been established there, get the university’s written confirmation and check the latest NMC notices.',
    },
    {
      question: 'How long is the MBBS course in Uzbekistan?',
      answer:
        'For foreign students it is six years, with the internship included within the course, according to the Embassy of India in Tashkent. Avoid any five-year programme, because it will not meet India’s FMGL requirements.',
    },
    {
      question: 'What is the total cost of MBBS in Uzbekistan?',
      answer:
        'Tuition is usually USD 3,500–6,000 a year, and living costs are about ₹15,000–30,000 a month, so the full six years typically cost about ₹30–50 lakh including hostel and food. Confirm the official fee schedule with the university.',
    },
    {
      question: 'Do I need NEET for MBBS in Uzbekistan?',
      answer:
        'Yes. Indian students must qualify NEET-UG before admission to be eligible for a licence in India, and the result is valid for three years for foreign admissions. You also need 50% in Physics, Chemistry and Biology in Class 12 (40% for reserved categories).',
    },
    {
      question: 'Should I go through an agent?',
      answer:
        'The Indian Embassy has advised students to contact universities directly. If you do use an agent, verify the university’s recognition, fees and programme details independently, get the contract from the university itself, and never hand over original documents without a receipt.',
    },
  ],
  sources: [
    {
      label: 'Embassy of India, Tashkent — advisory for Indian students',
      url: 'https://eoitashkent.gov.in/',
    },
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
    { label: 'Uzbekistan official e-visa portal', url: 'https://e-visa.gov.uz/' },
  ],
  factsCheckedOn: '2026-11-01',
};
