import type { CountryContent } from '@meridian/domain/country/schemas';

export const australia: CountryContent = {
  slug: 'australia',
  headline: 'Study in Australia: costs, intakes, visa and work rights for Indian students',
  summary:
    'Australia offers globally ranked universities, February and July intakes and two to four years of post-study work rights for Indian graduates. It is one of the costlier destinations and the government now manages new international enrolments with a yearly planning level, so apply early and budget carefully.',
  quickFacts: {
    capital: 'Canberra',
    currencyCode: 'AUD',
    languages: ['English'],
    internationalStudents:
      'Roughly 7–8 lakh international students across universities, colleges and English schools; India is one of the two largest source countries',
    popularCities: ['Melbourne', 'Sydney', 'Brisbane', 'Adelaide', 'Perth', 'Canberra'],
    popularCourses: [
      'Information technology and computer science',
      'Engineering and engineering management',
      'Data science and business analytics',
      'Nursing and public health',
      'Professional accounting',
    ],
  },
  overview: [
    'Australia has nine universities in the QS World University Rankings 2026 top 100, including the University of Melbourne (19th), UNSW Sydney (20th) and the University of Sydney (25th). Teaching is in English, campuses are multicultural, and the large Indian community in Melbourne and Sydney makes settling in easier. Under the India–Australia Economic Cooperation and Trade Agreement (ECTA), Indian graduates also get longer post-study work visas than most other nationalities.',
    'Higher education follows the Australian Qualifications Framework. A bachelor’s degree usually takes three years (four for engineering or honours), and a coursework master’s takes one and a half to two years. Alongside universities there are TAFE institutes and private colleges offering vocational diplomas. The academic year runs from late February to November in two semesters, though some institutions use trimesters. Every course open to international students must be registered on CRICOS, and the ESOS Act protects your fees if a provider closes, so always check the CRICOS code before paying.',
    'Most Indian students choose a coursework master’s in IT, data science, engineering management, business analytics, nursing or professional accounting, usually in Melbourne or Sydney. Brisbane, Adelaide and Perth are cheaper, and studying at a campus in a designated regional area can add one or two extra years to your post-study work visa. Most universities accept a three-year Indian bachelor’s degree for a master’s, sometimes with a longer two-year programme.',
    'The rules have tightened since 2024. The student visa fee rose to AUD 2,000, the Genuine Student requirement replaced the old GTE statement, and the government sets a yearly National Planning Level for new international students (295,000 commencements for 2026), processing visas more slowly for providers that go over their allocation. A strong, well-documented application and an early start matter more than before.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Universities, most bachelor’s courses, per year (medicine and some engineering cost more)',
      annual: { currency: 'AUD', minMinor: 30_000_00, maxMinor: 50_000_00 },
    },
    {
      level: 'Masters',
      label: 'Universities, coursework master’s, per year',
      annual: { currency: 'AUD', minMinor: 32_000_00, maxMinor: 55_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes, per year (top business schools at the upper end)',
      annual: { currency: 'AUD', minMinor: 40_000_00, maxMinor: 90_000_00 },
    },
    {
      level: 'Diploma',
      label: 'Vocational (VET/TAFE) diplomas, per year',
      annual: { currency: 'AUD', minMinor: 10_000_00, maxMinor: 25_000_00 },
    },
    {
      level: 'PhD',
      label: 'Research degrees, per year (many students receive fee-waiver scholarships)',
      annual: { currency: 'AUD', minMinor: 30_000_00, maxMinor: 50_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Accommodation (shared room or student housing)',
      monthly: { currency: 'AUD', minMinor: 900_00, maxMinor: 2_000_00 },
    },
    { label: 'Groceries and eating out', monthly: { currency: 'AUD', minMinor: 400_00, maxMinor: 700_00 } },
    { label: 'Public transport', monthly: { currency: 'AUD', minMinor: 100_00, maxMinor: 200_00 } },
    {
      label: 'Overseas Student Health Cover (OSHC), single cover',
      monthly: { currency: 'AUD', minMinor: 50_00, maxMinor: 75_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'AUD', minMinor: 100_00, maxMinor: 250_00 },
    },
  ],
  livingCostNote:
    'Sydney and Melbourne are the most expensive cities; Adelaide, Perth and Brisbane are noticeably cheaper. The AUD 29,710 a year you must show for the visa is a legal minimum, not a comfortable budget: most single students spend roughly AUD 2,000–3,000 a month including rent.',
  intakes: [
    {
      name: 'Semester 1',
      months: 'February–March',
      applicationWindow:
        'Apply between August and November of the previous year; accept your offer and lodge the visa by December–January',
      main: true,
    },
    {
      name: 'Semester 2',
      months: 'July',
      applicationWindow: 'Apply between February and April; allow 6–8 weeks for the visa',
      main: true,
    },
    {
      name: 'Trimester 3 / November intake',
      months: 'October–November (some universities and colleges only)',
      applicationWindow: 'Apply by July–August',
      main: false,
    },
  ],
  visa: {
    name: 'Student visa (subclass 500)',
    fee: { currency: 'AUD', amountMinor: 2_000_00 },
    processingTime:
      'Often 4–8 weeks for a complete application, but it varies by country, provider and season. Lodge online in ImmiAccount as soon as you receive your Confirmation of Enrolment (CoE).',
    proofOfFunds:
      'AUD 29,710 a year for living costs, plus first-year tuition and about AUD 2,500–3,000 for travel (more if family members come). Alternatively, show that a parent or spouse earns at least AUD 87,856 a year. Education loans from recognised banks are accepted.',
    requirements: [
      'Confirmation of Enrolment (CoE) for a full-time, CRICOS-registered course',
      'Genuine Student (GS) answers explaining your background, course choice and future plans',
      'English test score, usually IELTS Academic 6.0 overall or an equivalent PTE/TOEFL score for the visa (universities often ask for 6.5)',
      'Overseas Student Health Cover for the whole visa period',
      'Evidence of funds, health examination, biometrics and, if requested, a police certificate',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 48 hours per fortnight while your course is in session and unlimited hours during scheduled course breaks. Work that is a formal part of your course, such as nursing placements, does not count. Master’s by research and PhD students can work unlimited hours once their course has started.',
    postStudy:
      'The Temporary Graduate visa (subclass 485), Post-Higher Education Work stream, lets you live and work full-time after graduating. Under the India–Australia ECTA, Indian nationals can get up to 2 years after a bachelor’s (3 years with first-class honours in STEM or ICT), 3 years after a master’s and 4 years after a PhD. You generally need to be 35 or younger, have studied at least two academic years in Australia and hold IELTS 6.5 (or equivalent). Studying in a regional area can add extra time.',
    postStudyVisaName: 'Temporary Graduate visa (subclass 485)',
  },
  faqs: [
    {
      question: 'Is a three-year Indian bachelor’s degree accepted for a master’s in Australia?',
      answer:
        'Yes, most Australian universities accept a three-year Indian bachelor’s (BSc, BCom, BCA, BA) for a coursework master’s, sometimes placing you in a longer two-year programme. Group of Eight universities often list minimum percentages by Indian university tier, commonly 60–70%. Check each university’s India entry requirements page.',
    },
    {
      question: 'How much money do I need to show for the Australian student visa?',
      answer:
        'AUD 29,710 for 12 months of living costs, your first-year tuition and about AUD 2,500–3,000 for travel. A partner adds about AUD 10,394 and each child about AUD 4,449. You can use savings held for a reasonable time, an education loan sanction letter, or proof that a parent or spouse earns at least AUD 87,856 a year.',
    },
    {
      question: 'How many hours can I work and what can I earn?',
      answer:
        'You can work 48 hours per fortnight during semesters and unlimited hours in breaks. Australia’s national minimum wage is around AUD 25 an hour and casual jobs pay more, so part-time work can cover a good share of living costs, but not tuition. Always get payslips and never accept cash jobs below the legal wage.',
    },
    {
      question: 'What is the Genuine Student requirement?',
      answer:
        'Since March 2024 you answer specific questions about your circumstances, why you chose the course and provider, how it links to your past studies or work, and what you plan afterwards. Give concrete, consistent answers supported by documents; vague or copied statements are a common reason for refusal.',
    },
    {
      question: 'Can my spouse come with me and work?',
      answer:
        'Yes, you can include a spouse or de facto partner in your student visa, but you must show extra funds. For postgraduate students, partners generally get unlimited work rights; for other levels they are limited to 48 hours per fortnight. Each additional adult pays a separate visa charge.',
    },
    {
      question: 'Does Australia cap the number of international students?',
      answer:
        'The government sets a yearly National Planning Level for new international student commencements (295,000 for 2026), with an allocation for each university and college. It is not a hard visa cap, but applications to providers near or over their allocation are processed more slowly, so apply early.',
    },
  ],
  sources: [
    {
      label: 'Department of Home Affairs — Student visa (subclass 500)',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    },
    {
      label: 'Department of Home Affairs — Temporary Graduate visa (subclass 485)',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485',
    },
    { label: 'Study Australia (Australian Government)', url: 'https://www.studyaustralia.gov.au/' },
    { label: 'CRICOS course register', url: 'https://cricos.education.gov.au/' },
  ],
  factsCheckedOn: '2026-11-01',
};
