import type { CountryContent } from '@meridian/domain/country/schemas';

export const usa: CountryContent = {
  slug: 'usa',
  headline: 'Study in the USA: costs, intakes, F-1 visa and OPT work rights for Indian students',
  summary:
    'The USA has the world’s largest and most varied university system and, for STEM graduates, up to three years of work on OPT. It is also expensive, and visa vetting has become stricter since 2025, so funding, a clear study plan and an early visa appointment are essential.',
  quickFacts: {
    capital: 'Washington, D.C.',
    currencyCode: 'USD',
    languages: ['English'],
    internationalStudents:
      'About 11–12 lakh international students (Open Doors); India is the largest source country with well over 3 lakh students',
    popularCities: [
      'Boston',
      'New York',
      'San Francisco Bay Area',
      'Chicago',
      'Dallas',
      'Houston',
      'Phoenix',
    ],
    popularCourses: [
      'Computer science',
      'Data science and analytics',
      'Electrical and computer engineering',
      'Information systems and cybersecurity',
      'MBA and business analytics',
      'Biotechnology and public health',
    ],
  },
  overview: [
    'The USA has around 4,000 degree-granting institutions, from research giants such as MIT (1st in the QS World University Rankings 2026), Stanford (3rd) and Harvard (5th) to state universities and community colleges. Research funding, teaching assistantships and links with industry are unmatched, and Indian students have been the largest international group since 2023–24.',
    'A bachelor’s degree takes four years with a broad first two years; a master’s usually takes one and a half to two years and a PhD five or more. Institutions can be public (state) universities, which charge higher “out-of-state” fees to international students, private universities, or two-year community colleges. Make sure your school is regionally accredited and SEVP-certified to issue the Form I-20.',
    'Most Indian students go for an MS in computer science, data science, electrical engineering or information systems, because STEM-designated degrees qualify for the 24-month STEM OPT extension. Many US graduate schools accept a three-year Indian bachelor’s degree, often after a credential evaluation (for example by WES); others insist on 16 years of education. GRE requirements vary and many programmes now make it optional.',
    'Expect stricter scrutiny. Since 2025, F-1 applicants must make their social media accounts public for vetting, interview waivers have largely ended, and you should apply in your country of nationality or residence. A USD 250 “visa integrity fee” was created by law in 2025, and new H-1B petitions for workers outside the US carry a USD 100,000 fee since September 2025. Check the State Department’s latest guidance before you apply.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Public universities, out-of-state tuition, per year',
      annual: { currency: 'USD', minMinor: 25_000_00, maxMinor: 45_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Private universities, per year',
      annual: { currency: 'USD', minMinor: 40_000_00, maxMinor: 70_000_00 },
    },
    {
      level: 'Masters',
      label: 'MS programmes at public and private universities, per year',
      annual: { currency: 'USD', minMinor: 25_000_00, maxMinor: 60_000_00 },
    },
    {
      level: 'MBA',
      label: 'Full-time MBA, per year',
      annual: { currency: 'USD', minMinor: 60_000_00, maxMinor: 90_000_00 },
    },
    {
      level: 'Diploma',
      label: 'Community colleges (associate degrees, transfer pathways), per year',
      annual: { currency: 'USD', minMinor: 8_000_00, maxMinor: 18_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (shared apartment or dorm)',
      monthly: { currency: 'USD', minMinor: 600_00, maxMinor: 1_800_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'USD', minMinor: 300_00, maxMinor: 600_00 } },
    { label: 'Local transport', monthly: { currency: 'USD', minMinor: 50_00, maxMinor: 150_00 } },
    {
      label: 'Health insurance (university plans are usually mandatory)',
      monthly: { currency: 'USD', minMinor: 150_00, maxMinor: 350_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'USD', minMinor: 60_00, maxMinor: 150_00 },
    },
  ],
  livingCostNote:
    'Costs vary enormously: New York, Boston and California cities can exceed USD 2,500 a month, while college towns in the Midwest and South can be under USD 1,200. Your Form I-20 shows the university’s own cost-of-attendance estimate, which is the figure the visa officer looks at.',
  intakes: [
    {
      name: 'Fall',
      months: 'August–September',
      applicationWindow:
        'Apply from October to February; many priority and funding deadlines fall in December–January',
      main: true,
    },
    {
      name: 'Spring',
      months: 'January',
      applicationWindow: 'Apply between August and October of the previous year',
      main: false,
    },
    {
      name: 'Summer',
      months: 'May–June',
      applicationWindow: 'Apply by January–March; only a few programmes offer it',
      main: false,
    },
  ],
  visa: {
    name: 'F-1 student visa',
    fee: { currency: 'USD', amountMinor: 185_00 },
    processingTime:
      'Interview wait times at US consulates in India vary from a few weeks to several months; check the State Department’s wait-time tool. The visa can be issued up to 365 days before your programme starts, but you can enter the US only 30 days before the start date.',
    proofOfFunds:
      'Liquid funds covering at least the first year’s cost of attendance shown on your Form I-20 (tuition plus living costs), through bank balances, education loan sanction letters, sponsor affidavits or scholarships. Officers also look at the source and history of the funds, so large last-minute deposits raise questions.',
    requirements: [
      'Form I-20 from a SEVP-certified school',
      'SEVIS I-901 fee of USD 350 paid before the interview',
      'DS-160 application and an in-person interview at a US embassy or consulate',
      'Academic records, test scores and funding documents showing you are a genuine student',
      'Social media handles listed on the DS-160 and, since 2025, profiles set to public for vetting',
      'Check whether the USD 250 visa integrity fee created in 2025 is being collected when you apply',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 20 hours a week on campus while classes are in session and full-time during official breaks. Off-campus work is allowed only through Curricular Practical Training (CPT) that is part of your programme or, rarely, with economic-hardship authorisation.',
    postStudy:
      'Optional Practical Training (OPT) allows 12 months of work related to your field after each degree level. Graduates of STEM-designated programmes can add a 24-month STEM OPT extension with an E-Verify employer, up to 3 years in total. Longer-term work usually needs an H-1B visa, which is lottery-based; check current H-1B fees and rules before planning your career around it.',
    postStudyVisaName: 'Optional Practical Training (OPT) and STEM OPT extension',
  },
  faqs: [
    {
      question: 'Do US universities accept a three-year Indian bachelor’s degree?',
      answer:
        'Many do, especially for STEM master’s programmes, sometimes after a credential evaluation by WES or ECE. Some universities still require 16 years of education, meaning a four-year degree or a three-year degree plus a master’s. Check each department’s international admissions page.',
    },
    {
      question: 'Is the GRE still required?',
      answer:
        'Many programmes have made the GRE optional or dropped it, but competitive CS and engineering programmes may still require or value a strong score, and it can help with funding. English tests (TOEFL, IELTS or Duolingo, where accepted) are still required.',
    },
    {
      question: 'How much bank balance do I need for the F-1 interview?',
      answer:
        'At least the first-year cost of attendance on your I-20, which can range from about USD 35,000 to over USD 90,000. You should also be able to explain how you will pay for the remaining years, for example through a loan sanction, family income or assistantships.',
    },
    {
      question: 'Can I work off campus during my studies?',
      answer:
        'Not freely. Off-campus work is allowed only through CPT linked to your curriculum or in rare hardship cases. Unauthorised work is a serious violation that can end your status, so stick to on-campus jobs and authorised CPT.',
    },
    {
      question: 'What if my F-1 visa is refused under Section 214(b)?',
      answer:
        '214(b) means the officer was not convinced you are a genuine temporary student with enough funds and ties. You can reapply with a new DS-160 and fee, but only if something meaningful has changed or you can explain your plans and funding more clearly.',
    },
    {
      question: 'Which courses qualify for STEM OPT?',
      answer:
        'Only degrees whose CIP code is on the Department of Homeland Security’s STEM Designated Degree Program List. Check the CIP code printed on your I-20 before accepting an offer, because “business analytics” or “management” programmes may or may not be STEM-designated.',
    },
  ],
  sources: [
    {
      label: 'US Department of State — Student visa',
      url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
    },
    { label: 'Study in the States (DHS)', url: 'https://studyinthestates.dhs.gov/' },
    { label: 'EducationUSA', url: 'https://educationusa.state.gov/' },
    { label: 'SEVIS I-901 fee payment', url: 'https://www.fmjfee.com/' },
    { label: 'US Embassy and Consulates in India — visas', url: 'https://in.usembassy.gov/visas/' },
  ],
  factsCheckedOn: '2026-11-01',
};
