import type { CountryContent } from '@meridian/domain/country/schemas';

export const vanuatu: CountryContent = {
  slug: 'vanuatu',
  headline: 'Study in Vanuatu: a niche Pacific option and what Indian students should know',
  summary:
    'Vanuatu is a small Pacific island nation with very few tertiary institutions; the main one open to foreign students is the University of the South Pacific’s Emalus Campus in Port Vila, home to USP’s law school. It suits students with a specific interest in Pacific law, development or bilingual English–French study, not those looking for a mainstream study-abroad route.',
  quickFacts: {
    capital: 'Port Vila',
    currencyCode: 'VUV',
    languages: ['Bislama', 'English', 'French'],
    internationalStudents: 'Small numbers, mostly from other Pacific Island countries',
    popularCities: ['Port Vila', 'Luganville'],
    popularCourses: [
      'Law (LLB) at USP',
      'Pacific and development studies',
      'Education',
      'Tourism and hospitality',
    ],
  },
  overview: [
    'Vanuatu is an archipelago of about 80 islands with around 3 lakh people. Its education system runs in both English and French, a legacy of joint British–French administration before independence in 1980. Higher education is limited: the University of the South Pacific (USP) Emalus Campus in Port Vila, the Université Nationale de Vanuatu, and vocational institutes for technology, teacher education, nursing and agriculture.',
    'USP is a regional public university owned by 12 Pacific countries, with its main campus in Suva, Fiji. Emalus Campus hosts USP’s School of Law, so Vanuatu is best known for the USP Bachelor of Laws and related Pacific law programmes. Many USP courses are also offered online or in blended mode across the region.',
    'Very few Indian students study in Vanuatu, and agents rarely deal with it. If you want to practise law in India, note that foreign law degrees must be recognised by the Bar Council of India, which normally requires an additional qualifying exam. There is no established medical school for international students here, so be wary of any “MBBS in Vanuatu” offer.',
    'Life in Port Vila is relaxed but expensive, because most food and fuel are imported. The country is exposed to cyclones and earthquakes (Port Vila was hit by a strong earthquake in December 2024), healthcare facilities are basic, and international flights are limited and usually connect through Australia, New Zealand or Fiji.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label:
        'USP undergraduate programmes, international fees, per year (approximate; USP quotes fees in Fiji dollars)',
      annual: { currency: 'VUV', minMinor: 800_000, maxMinor: 1_300_000 },
    },
    {
      level: 'Masters',
      label: 'USP postgraduate programmes, international fees, per year (approximate)',
      annual: { currency: 'VUV', minMinor: 900_000, maxMinor: 1_600_000 },
    },
    {
      level: 'Diploma',
      label: 'Certificates and diplomas at USP or national institutes, per year (approximate)',
      annual: { currency: 'VUV', minMinor: 200_000, maxMinor: 700_000 },
    },
  ],
  livingCosts: [
    {
      label: 'Accommodation (room or shared house in Port Vila)',
      monthly: { currency: 'VUV', minMinor: 40_000, maxMinor: 90_000 },
    },
    { label: 'Food and groceries', monthly: { currency: 'VUV', minMinor: 30_000, maxMinor: 55_000 } },
    {
      label: 'Transport (minibus “buses” and taxis)',
      monthly: { currency: 'VUV', minMinor: 5_000, maxMinor: 12_000 },
    },
    {
      label: 'Private health and travel insurance (strongly advised)',
      monthly: { currency: 'VUV', minMinor: 4_000, maxMinor: 12_000 },
    },
    {
      label: 'Phone, internet and electricity',
      monthly: { currency: 'VUV', minMinor: 6_000, maxMinor: 15_000 },
    },
  ],
  livingCostNote:
    'Imported food, fuel and electricity make Port Vila expensive for its size. Immigration asks for at least VUV 40,000 a month, but a realistic student budget is VUV 90,000–150,000 a month. Keep an emergency fund for cyclone season (November to April).',
  intakes: [
    {
      name: 'Semester 1',
      months: 'February',
      applicationWindow:
        'Apply to USP by about November–December; allow extra time for the student visa and medical examination',
      main: true,
    },
    {
      name: 'Semester 2',
      months: 'July',
      applicationWindow: 'Apply by about April–May',
      main: false,
    },
  ],
  visa: {
    name: 'Student visa (Department of Immigration and Passport Services)',
    fee: { currency: 'VUV', amountMinor: 14_400 },
    processingTime:
      'About 10 working days for a complete application, according to the Department of Immigration; allow longer to collect documents and medical results. The visa is granted for the length of your programme.',
    proofOfFunds:
      'At least VUV 40,000 a month for each applicant for the length of the visa, plus a security deposit equal to the cost of an air ticket from Vanuatu to your home country.',
    requirements: [
      'Completed student visa application form with health and character questions answered',
      'Evidence of enrolment from a Vanuatu or regional institution, such as a USP offer letter',
      'Medical examination results (applicants aged 18 and over)',
      'Security deposit equal to an air ticket to your home country',
      'Two passport photos and certified copies of your passport pages',
    ],
  },
  workRights: {
    duringStudies:
      'Student visa holders may not take paid employment unless it is part of the course or approved in advance by the Principal Immigration Officer.',
    postStudy:
      'There is no post-study work visa. Working after graduation requires an employer-sponsored work permit from the Department of Labour and a matching residence visa, and employers must usually show that no local candidate is available.',
    postStudyVisaName: 'None (employer-sponsored work permit required)',
  },
  faqs: [
    {
      question: 'Is a USP degree recognised in India?',
      answer:
        'USP is a public regional university established by the governments of 12 Pacific countries and is a member of the Association of Commonwealth Universities. For jobs in India its degrees are treated as foreign degrees; for further study or government jobs you may need an equivalence certificate from the Association of Indian Universities (AIU).',
    },
    {
      question: 'Can I study medicine in Vanuatu?',
      answer:
        'No. There is no established medical school for international students in Vanuatu. If an agent offers “MBBS in Vanuatu”, treat it as a red flag and check the National Medical Commission’s rules for foreign medical graduates.',
    },
    {
      question: 'How much does it cost to live in Port Vila?',
      answer:
        'Roughly VUV 90,000–150,000 a month (about ₹65,000–1,10,000) for rent, food, transport and utilities. Imported groceries are expensive; local markets for fruit, vegetables and root crops are much cheaper.',
    },
    {
      question: 'Can I work while studying in Vanuatu?',
      answer:
        'Not freely. Student visa conditions prohibit paid work unless it is part of your course or specifically approved by immigration. Plan to fund your entire stay from savings or a scholarship.',
    },
    {
      question: 'How do I get to Vanuatu from India?',
      answer:
        'There are no direct flights. Most routes connect through Brisbane, Sydney, Auckland or Nadi (Fiji), and schedules change often. Check whether you need a transit visa for Australia or New Zealand before booking.',
    },
  ],
  sources: [
    {
      label: 'Vanuatu Department of Immigration — Student visa',
      url: 'https://immigration.gov.vu/index.php/visa-unit/student-visa',
    },
    { label: 'The University of the South Pacific', url: 'https://www.usp.ac.fj/' },
  ],
  factsCheckedOn: '2026-11-01',
};
