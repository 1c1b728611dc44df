import type { CountryContent } from '@meridian/domain/country/schemas';

export const canada: CountryContent = {
  slug: 'canada',
  headline: 'Study in Canada: costs, intakes, visa and work rights for Indian students',
  summary:
    'Canada offers respected universities and colleges, off-campus work during studies and a Post-Graduation Work Permit of up to three years. Since 2024 the government has capped study permits and tightened work-permit rules, so choose your programme and institution carefully and budget for high rents in Toronto and Vancouver.',
  quickFacts: {
    capital: 'Ottawa',
    currencyCode: 'CAD',
    languages: ['English', 'French'],
    internationalStudents:
      'About 10 lakh study permit holders at the 2023 peak, now falling because of caps; India is the largest source country',
    popularCities: ['Toronto', 'Vancouver', 'Montreal', 'Waterloo', 'Calgary', 'Ottawa', 'Halifax'],
    popularCourses: [
      'Computer science and IT',
      'Engineering',
      'Business and project management',
      'Data analytics',
      'Supply chain management',
      'Healthcare administration',
    ],
  },
  overview: [
    'Canada is safe, multicultural and home to a large Indian diaspora. McGill University (27th), the University of Toronto (29th) and the University of British Columbia (40th) are in the QS World University Rankings 2026 top 50. Students can work during their studies, graduates can get an open work permit, and Canadian work experience counts towards permanent residence through Express Entry and provincial nominee programmes, although PR is now far more competitive than a few years ago.',
    'There are two main routes. Universities award bachelor’s (usually four years), master’s and doctoral degrees. Public colleges offer diplomas, advanced diplomas and one- or two-year postgraduate certificates that are job-focused and cheaper. Only Designated Learning Institutions (DLIs) can host international students. Quebec has its own rules and most Quebec institutions teach in French, except McGill, Concordia and Bishop’s.',
    'Policy has changed sharply since 2024. Canada caps new study permits each year (the 2026–2028 levels plan targets about 155,000 new student arrivals in 2026) and most applicants need a provincial or territorial attestation letter (PAL/TAL). From 1 January 2026, master’s and PhD students at public institutions are exempt from the cap and the PAL. The Student Direct Stream ended in November 2024, students of private colleges in public–private partnerships lost PGWP eligibility, and college graduates now need an eligible field of study for a PGWP.',
    'Most Indian students choose master’s degrees in computer science, engineering, data analytics or business, or postgraduate certificates at Ontario and British Columbia colleges. Check that your programme is PGWP-eligible, look at real job outcomes rather than agent promises, and remember that housing is expensive and part-time jobs are competitive in big cities.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label:
        'Universities, international undergraduate, per year (engineering and computer science at the upper end)',
      annual: { currency: 'CAD', minMinor: 25_000_00, maxMinor: 60_000_00 },
    },
    {
      level: 'Masters',
      label: 'Universities, course-based master’s, per year',
      annual: { currency: 'CAD', minMinor: 20_000_00, maxMinor: 50_000_00 },
    },
    {
      level: 'Diploma',
      label: 'Public colleges, diplomas and postgraduate certificates, per year',
      annual: { currency: 'CAD', minMinor: 15_000_00, maxMinor: 22_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes, per year (one-year MBAs at top schools cost the most)',
      annual: { currency: 'CAD', minMinor: 40_000_00, maxMinor: 120_000_00 },
    },
    {
      level: 'PhD',
      label: 'Research master’s and PhD, per year (often offset by funding packages)',
      annual: { currency: 'CAD', minMinor: 8_000_00, maxMinor: 25_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (shared room or student residence)',
      monthly: { currency: 'CAD', minMinor: 800_00, maxMinor: 1_600_00 },
    },
    { label: 'Groceries and food', monthly: { currency: 'CAD', minMinor: 350_00, maxMinor: 600_00 } },
    {
      label: 'Public transport (often included through a U-Pass)',
      monthly: { currency: 'CAD', minMinor: 80_00, maxMinor: 160_00 },
    },
    {
      label: 'Health insurance (university plan or provincial plan)',
      monthly: { currency: 'CAD', minMinor: 50_00, maxMinor: 110_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'CAD', minMinor: 70_00, maxMinor: 180_00 },
    },
  ],
  livingCostNote:
    'Toronto and Vancouver are the most expensive; Montreal, Halifax, Winnipeg and smaller Ontario cities cost less. The CAD 22,895 a year you must show is a minimum; most students spend CAD 1,500–2,500 a month. In Ontario you usually buy the university health plan (UHIP); in British Columbia you join the provincial MSP after a waiting period.',
  intakes: [
    {
      name: 'Fall',
      months: 'September',
      applicationWindow:
        'Applications open around October–January; popular college programmes often fill by February–March',
      main: true,
    },
    {
      name: 'Winter',
      months: 'January',
      applicationWindow: 'Apply by July–September of the previous year',
      main: false,
    },
    {
      name: 'Spring/Summer',
      months: 'May',
      applicationWindow: 'Apply by November–January; mostly college programmes',
      main: false,
    },
  ],
  visa: {
    name: 'Study permit (issued with a temporary resident visa)',
    fee: { currency: 'CAD', amountMinor: 150_00 },
    processingTime:
      'Varies by country and season; applications from India have often taken 4–12 weeks. Biometrics cost CAD 85 extra. PhD applicants get priority processing of about 14 days from 2026.',
    proofOfFunds:
      'First-year tuition plus CAD 22,895 for a single student’s living costs (outside Quebec, from 1 September 2025), plus travel. Quebec sets its own amounts. A Guaranteed Investment Certificate (GIC) with a participating Canadian bank is the most common way to show living funds, along with education loans and family savings.',
    requirements: [
      'Letter of acceptance from a Designated Learning Institution (DLI)',
      'Provincial or territorial attestation letter (PAL/TAL) for most students; master’s and PhD students at public institutions are exempt from 1 January 2026',
      'Proof of funds with a clear explanation of where the money comes from',
      'Biometrics and an immigration medical examination by a panel physician',
      'Study plan, academic documents and English test scores; a CAQ for study in Quebec',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 24 hours a week off campus while classes are in session and full-time during scheduled breaks such as the summer and winter holidays. On-campus work has no weekly limit. Co-op or internship placements that are part of your programme need a co-op work permit.',
    postStudy:
      'The Post-Graduation Work Permit (PGWP) is an open work permit of up to 3 years. College programmes of 8 months to under 2 years give a PGWP of the same length and 2-year programmes give 3 years; master’s graduates get 3 years even from shorter programmes. You need a language test score (CLB 7 for university degrees, CLB 5 for college programmes), and college graduates must have studied an eligible field. Canadian work experience helps with PR through Express Entry and provincial programmes, but PR is not guaranteed.',
    postStudyVisaName: 'Post-Graduation Work Permit (PGWP)',
  },
  faqs: [
    {
      question: 'Is Canada still worth it after the study permit caps?',
      answer:
        'For a well-chosen programme, yes: master’s and PhD students at public universities are now outside the cap, and Canadian degrees are respected. It is riskier for low-cost college certificates chosen mainly for PR, because PGWP field-of-study rules, the cap and a tough job market have all tightened.',
    },
    {
      question: 'What is a PAL and do I need one?',
      answer:
        'A provincial or territorial attestation letter confirms you have a place within the province’s share of the study permit cap. Your institution arranges it after you accept an offer. Undergraduate and college students need one; master’s and PhD students at public institutions do not from 1 January 2026.',
    },
    {
      question: 'Is a college postgraduate certificate enough for a PGWP?',
      answer:
        'Only if it is at a PGWP-eligible public DLI, lasts at least 8 months, is in an eligible field of study on IRCC’s list, and you meet the CLB 5 language requirement. Programmes at private colleges licensed to deliver a public college’s curriculum are no longer eligible.',
    },
    {
      question: 'Can my spouse come with me and work?',
      answer:
        'Since January 2025, spouses can get an open work permit only if you are in a master’s programme of at least 16 months, a PhD, or certain professional programmes such as medicine or law. Spouses of undergraduate and college students can visit or study but cannot get an open work permit on that basis.',
    },
    {
      question: 'How do I show the CAD 22,895 for living costs?',
      answer:
        'Most Indian students buy a GIC for that amount with a participating bank (for example Scotiabank, ICICI Bank Canada or SBI Canada), which pays it back in monthly instalments after you arrive. Tuition is shown separately through fee receipts, loan sanction letters or bank statements.',
    },
    {
      question: 'Does the Student Direct Stream (SDS) still exist?',
      answer:
        'No. IRCC ended SDS on 8 November 2024, so all Indian students now apply through the regular study permit process. A complete, honest application with clear funding documents matters more than ever.',
    },
  ],
  sources: [
    {
      label: 'IRCC — Study permit',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
    },
    {
      label: 'IRCC — Post-Graduation Work Permit',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html',
    },
    { label: 'EduCanada (Government of Canada)', url: 'https://www.educanada.ca/' },
  ],
  factsCheckedOn: '2026-11-01',
};
