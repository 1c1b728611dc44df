import type { CountryContent } from '@meridian/domain/country/schemas';

export const hungary: CountryContent = {
  slug: 'hungary',
  headline:
    'Study in Hungary: medicine in English, Stipendium Hungaricum, visa and costs for Indian students',
  summary:
    'Hungary offers EU degrees at lower cost than Western Europe, long-established English-taught medicine at Semmelweis, Debrecen, Szeged and Pécs, and the fully funded Stipendium Hungaricum scholarship with a dedicated quota for India. Students can work up to 30 hours a week during term.',
  quickFacts: {
    capital: 'Budapest',
    currencyCode: 'HUF',
    languages: ['Hungarian'],
    internationalStudents:
      'About 40,000 international students; English-taught medicine, engineering and business attract growing numbers of Indians',
    popularCities: ['Budapest', 'Debrecen', 'Szeged', 'Pécs'],
    popularCourses: [
      'Medicine, dentistry and pharmacy (in English)',
      'Computer science',
      'Engineering',
      'Business and economics',
      'Veterinary science',
    ],
  },
  overview: [
    'Hungary is an EU and Schengen member with affordable living costs and a long tradition of teaching international students. Its four medical universities (Semmelweis in Budapest, Debrecen, Szeged and Pécs) have taught medicine in English for decades, and Budapest’s technical and business universities offer many English-taught engineering, IT and economics programmes.',
    'Degrees follow the Bologna system: three- to four-year bachelor’s, two-year master’s and doctoral studies. Medicine, dentistry, pharmacy and veterinary science are one-tier programmes (six years for medicine) leading directly to a professional degree recognised across the EU. Medical schools usually set their own entrance exams or interviews in biology, chemistry and English, and many run a preparatory year.',
    'The Stipendium Hungaricum scholarship, funded by the Hungarian government, offers Indian students about 200 places a year under a bilateral agreement, covering full tuition, a monthly stipend, accommodation (or a housing allowance) and health insurance. You apply online to the Tempus Public Foundation, usually by mid-January, and also send your application to the University Grants Commission in New Delhi for nomination.',
    'Indian MBBS aspirants should note that the National Medical Commission’s FMGL Regulations 2021 apply: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a licence to practise in Hungary, and NEET-UG qualification before admission, followed by the screening test (FMGE, to be replaced by NExT) and a 12-month internship in India. Hungarian medicine costs much more than Russia or Central Asia but gives an EU degree; check each university’s internship structure against NMC rules.',
  ],
  tuition: [
    {
      level: 'MBBS',
      label: 'English-taught medicine (MD) at public universities, per year',
      annual: { currency: 'HUF', minMinor: 6_000_000, maxMinor: 7_600_000 },
    },
    {
      level: 'Bachelors',
      label: 'English-taught bachelor’s programmes, per year',
      annual: { currency: 'HUF', minMinor: 1_200_000, maxMinor: 3_200_000 },
    },
    {
      level: 'Masters',
      label: 'English-taught master’s programmes, per year',
      annual: { currency: 'HUF', minMinor: 1_400_000, maxMinor: 3_600_000 },
    },
    {
      level: 'Foundation',
      label: 'Foundation or pre-medical preparatory year',
      annual: { currency: 'HUF', minMinor: 1_800_000, maxMinor: 3_200_000 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (room in a shared flat or dormitory)',
      monthly: { currency: 'HUF', minMinor: 120_000, maxMinor: 250_000 },
    },
    { label: 'Food and groceries', monthly: { currency: 'HUF', minMinor: 70_000, maxMinor: 110_000 } },
    {
      label: 'Public transport (student pass)',
      monthly: { currency: 'HUF', minMinor: 3_500, maxMinor: 10_000 },
    },
    { label: 'Health insurance', monthly: { currency: 'HUF', minMinor: 10_000, maxMinor: 25_000 } },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'HUF', minMinor: 10_000, maxMinor: 30_000 },
    },
  ],
  livingCostNote:
    'Budapest is the most expensive city; Debrecen, Szeged and Pécs are noticeably cheaper. Most students spend about HUF 250,000–400,000 a month (roughly ₹65,000–1,05,000). Prices rose quickly in Hungary in 2022–2023, so keep a buffer.',
  intakes: [
    {
      name: 'September intake',
      months: 'September',
      applicationWindow:
        'Most English-taught programmes accept applications from January to May; medical schools hold entrance exams from spring to summer; Stipendium Hungaricum closes around 15 January',
      main: true,
    },
    {
      name: 'February intake',
      months: 'February (some programmes)',
      applicationWindow: 'Apply between September and November',
      main: false,
    },
  ],
  visa: {
    name: 'Residence permit for study purposes (applied for at a Hungarian mission; includes the entry visa)',
    fee: { currency: 'HUF', amountMinor: 24_000 },
    processingTime:
      'Apply at the Hungarian embassy or its service provider in India; decisions commonly take one to two months, so apply at least two to three months before your course starts. The fee shown is the residence permit fee; consular or service-provider charges may be added.',
    proofOfFunds:
      'No fixed national amount: show that you can cover living costs, accommodation and return travel for your stay (bank statements or a scholarship award), plus proof that tuition has been paid.',
    requirements: [
      'Admission letter from a state-recognised Hungarian higher education institution',
      'Proof of tuition payment (unless on a scholarship)',
      'Proof of accommodation in Hungary',
      'Comprehensive health insurance (often included in tuition or the scholarship)',
      'Proof of language ability for your programme and a valid passport',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 30 hours a week during term, and up to 90 days (or 66 working days) a year outside term. Many students work through student cooperatives, which handle contracts and taxes.',
    postStudy:
      'After graduating you can apply for a residence permit to look for work or start a business, historically valid for up to nine months. With a job offer you can move to a work-based permit or an EU Blue Card.',
    postStudyVisaName: 'Residence permit for job-seeking or starting a business after studies',
  },
  faqs: [
    {
      question: 'Is a Hungarian medical degree valid in India?',
      answer:
        'It can be, if your course meets the NMC’s FMGL Regulations 2021: at least 54 months of study plus a 12-month internship at the same university, English medium throughout, eligibility for a licence to practise in Hungary, and NEET-UG qualification before admission. You must then pass the FMGE/NExT and do a 12-month internship in India.',
    },
    {
      question: 'What is Stipendium Hungaricum and can Indians apply?',
      answer:
        'Yes. It is a Hungarian government scholarship with about 200 places a year for Indian students at bachelor’s, master’s and PhD level, covering tuition, a monthly stipend, accommodation support and health insurance. Apply online by about 15 January and send the printout to the UGC for nomination. Check the programme list each year, because not every course is open to scholarship holders.',
    },
    {
      question: 'How do I get into a Hungarian medical university?',
      answer:
        'Most hold their own entrance exams or interviews in biology, chemistry and English, online or at centres abroad, and some offer a one-year preparatory course for students who need to strengthen their science. Indian students should also have qualified NEET-UG if they plan to practise in India.',
    },
    {
      question: 'Can I work while studying in Hungary?',
      answer:
        'Yes: up to 30 hours a week during term and up to 90 days a year outside term. Without Hungarian, jobs are limited to international companies, call centres and hospitality, and medical students have little free time.',
    },
    {
      question: 'Do I need to learn Hungarian?',
      answer:
        'Not for English-taught programmes, but medical students study Hungarian as a subject because they speak with patients during clinical training. Basic Hungarian also helps with everyday life outside Budapest.',
    },
  ],
  sources: [
    { label: 'Study in Hungary (Tempus Public Foundation)', url: 'https://studyinhungary.hu/' },
    { label: 'Stipendium Hungaricum scholarship', url: 'https://stipendiumhungaricum.hu/' },
    { label: 'National Directorate-General for Aliens Policing (OIF)', url: 'https://oif.gov.hu/' },
    { label: 'National Medical Commission (FMGL Regulations 2021)', url: 'https://www.nmc.org.in/' },
  ],
  factsCheckedOn: '2026-11-01',
};
