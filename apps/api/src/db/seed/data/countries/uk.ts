import type { CountryContent } from '@meridian/domain/country/schemas';

export const uk: CountryContent = {
  slug: 'uk',
  headline: 'Study in the UK: costs, intakes, Student visa and Graduate Route for Indian students',
  summary:
    'The UK offers world-leading universities and one-year master’s degrees, which cut total cost and time away from work. The Graduate Route gives two years of post-study work (three after a PhD), reducing to 18 months for applications made from January 2027, and only research students can bring dependants.',
  quickFacts: {
    capital: 'London',
    currencyCode: 'GBP',
    languages: ['English'],
    internationalStudents:
      'About 7.3 lakh international students (HESA 2023/24); India is the second-largest group with around 1 lakh',
    popularCities: ['London', 'Manchester', 'Birmingham', 'Coventry', 'Leeds', 'Glasgow', 'Edinburgh'],
    popularCourses: [
      'Computer science and data science',
      'Business management and MBA',
      'Finance and accounting',
      'Engineering',
      'Public health',
      'Law',
    ],
  },
  overview: [
    'Four UK universities are in the QS World University Rankings 2026 top ten: Imperial College London (2nd), Oxford (4th), Cambridge (6th) and UCL (9th). Degrees are recognised worldwide, and under the India–UK agreement on mutual recognition of qualifications (2022), UK bachelor’s and master’s degrees, including one-year master’s, are treated as equivalent to Indian degrees for further study and many jobs.',
    'In England, Wales and Northern Ireland a bachelor’s takes three years (four in Scotland) and a taught master’s usually takes one year, so a UK master’s costs roughly half the total time of a two-year programme elsewhere. Undergraduate applications go through UCAS; postgraduate applications go directly to universities, which often admit on a rolling basis until courses fill.',
    'Indian students mostly choose one-year master’s courses in computer science, data science, business, finance, engineering and public health. Universities outside London, such as those in Manchester, Birmingham, Coventry, Leeds and Glasgow, are popular for lower living costs. Since January 2024, only students on PhD and research-based postgraduate courses can bring dependants, which has changed the profile of Indian applicants.',
    'Immigration rules keep shifting. The Graduate Route will fall from two years to 18 months for applications made from 1 January 2027, universities face stricter Home Office compliance checks (so expect credibility interviews and careful document checks), and the government has announced a levy on universities’ international student income from 2028 that may push fees up. Always confirm the latest rules on GOV.UK.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Universities, international fees, per year (medicine and lab-based courses cost more)',
      annual: { currency: 'GBP', minMinor: 16_000_00, maxMinor: 38_000_00 },
    },
    {
      level: 'Masters',
      label: 'One-year taught master’s, international fees',
      annual: { currency: 'GBP', minMinor: 15_000_00, maxMinor: 40_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes, per year (top schools such as LBS and Oxford charge more)',
      annual: { currency: 'GBP', minMinor: 25_000_00, maxMinor: 90_000_00 },
    },
    {
      level: 'Foundation',
      label: 'International foundation year',
      annual: { currency: 'GBP', minMinor: 12_000_00, maxMinor: 22_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (student halls or shared house)',
      monthly: { currency: 'GBP', minMinor: 550_00, maxMinor: 1_300_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'GBP', minMinor: 200_00, maxMinor: 350_00 } },
    { label: 'Local transport', monthly: { currency: 'GBP', minMinor: 50_00, maxMinor: 170_00 } },
    {
      label: 'Healthcare extras (NHS access is covered by the IHS paid with your visa)',
      monthly: { currency: 'GBP', minMinor: 0, maxMinor: 20_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'GBP', minMinor: 40_00, maxMinor: 120_00 },
    },
  ],
  livingCostNote:
    'Outside London most students manage on £1,000–1,400 a month; in London expect £1,500–2,200. The visa maintenance figures (£1,529 a month in London, £1,171 elsewhere) are minimums, and the Immigration Health Surcharge of £776 a year is paid up front with the visa.',
  intakes: [
    {
      name: 'September intake',
      months: 'September–October',
      applicationWindow:
        'UCAS undergraduate deadline in mid-to-late January (15 October for Oxford, Cambridge and medicine); postgraduate applications open from October, and popular courses fill by February–April',
      main: true,
    },
    {
      name: 'January intake',
      months: 'January–February',
      applicationWindow: 'Apply by September–November; mostly postgraduate courses',
      main: false,
    },
    {
      name: 'May intake',
      months: 'April–May (limited courses)',
      applicationWindow: 'Apply by January–February',
      main: false,
    },
  ],
  visa: {
    name: 'Student visa',
    fee: { currency: 'GBP', amountMinor: 524_00 },
    processingTime:
      'Usually about 3 weeks when applying from India. Priority (about 5 working days) and super-priority (next working day) services are available at extra cost. You can apply up to 6 months before your course starts.',
    proofOfFunds:
      'Your first-year course fees (minus any deposit already paid) plus living costs of £1,529 a month in London or £1,171 a month elsewhere, for up to 9 months (up to £13,761 or £10,539). The money must be held for 28 consecutive days, ending no more than 31 days before you apply.',
    requirements: [
      'Confirmation of Acceptance for Studies (CAS) from a licensed student sponsor',
      'English at CEFR B2 for degree-level study, assessed by the university or through a Secure English Language Test',
      'Immigration Health Surcharge of £776 a year, paid with the application',
      'Tuberculosis test certificate from a Home Office-approved clinic in India',
      'ATAS certificate for certain science and engineering postgraduate subjects',
      'Academic documents listed on your CAS; be ready for a credibility interview',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 20 hours a week during term time for degree-level courses (10 hours below degree level) and full-time during official vacations. You cannot be self-employed, work as a freelancer or fill a permanent full-time role.',
    postStudy:
      'The Graduate Route lets you stay and work, or look for work, without a sponsor for 2 years after a bachelor’s or master’s, or 3 years after a PhD. For applications made from 1 January 2027 the standard period falls to 18 months; PhD graduates keep 3 years. You must apply from inside the UK before your Student visa expires, paying the application fee (£880 at the time of writing) and the health surcharge.',
    postStudyVisaName: 'Graduate visa (Graduate Route)',
  },
  faqs: [
    {
      question: 'Can I bring my spouse or children on a UK Student visa?',
      answer:
        'Only if you are on a PhD or other research-based postgraduate course, or on a government-funded scholarship of more than six months. Students on taught master’s courses have not been able to bring dependants since January 2024.',
    },
    {
      question: 'How much money do I need to show and for how long?',
      answer:
        'Your remaining first-year fees plus £1,529 a month in London or £1,171 a month elsewhere, for up to nine months. The full amount must stay in the account for 28 consecutive days, and the last statement must be dated within 31 days of your application. Education loans from regulated lenders can be used.',
    },
    {
      question: 'Is a one-year UK master’s recognised in India?',
      answer:
        'Yes. Under the India–UK agreement on mutual recognition of academic qualifications signed in 2022, a UK master’s, including one-year taught master’s, is recognised as equivalent to an Indian master’s degree for higher education and employment.',
    },
    {
      question: 'What is changing on the Graduate Route?',
      answer:
        'The standard Graduate visa will be 18 months instead of two years for applications made from 1 January 2027. PhD graduates will still get three years. If you graduate in 2026, apply before the end of 2026 to keep the two-year period, provided your Student visa is still valid.',
    },
    {
      question: 'What is a credibility interview?',
      answer:
        'Universities and the Home Office may interview you to check that you are a genuine student: why this course and university, how it fits your background and plans, and how you will fund it. Know your course modules, costs and career plan, and answer in your own words.',
    },
    {
      question: 'Which UK cities are cheapest for students?',
      answer:
        'Cities in the North of England, the Midlands, Scotland and Wales, such as Manchester, Leeds, Sheffield, Coventry, Glasgow and Cardiff, are much cheaper than London, particularly for rent. The visa maintenance requirement outside London is also lower.',
    },
  ],
  sources: [
    { label: 'GOV.UK — Student visa', url: 'https://www.gov.uk/student-visa' },
    { label: 'GOV.UK — Graduate visa', url: 'https://www.gov.uk/graduate-visa' },
    { label: 'UKCISA — advice for international students', url: 'https://www.ukcisa.org.uk/' },
    { label: 'British Council — Study UK', url: 'https://study-uk.britishcouncil.org/' },
  ],
  factsCheckedOn: '2026-11-01',
};
