import type { CountryContent } from '@meridian/domain/country/schemas';

export const ireland: CountryContent = {
  slug: 'ireland',
  headline: 'Study in Ireland: costs, intakes, visa and Stamp 1G work rights for Indian students',
  summary:
    'Ireland is an English-speaking EU country with one-year master’s programmes and European headquarters of many global tech and pharma companies. Master’s graduates can stay for up to two years on Stamp 1G to work, but Dublin rents are among the highest in Europe, so secure accommodation early.',
  quickFacts: {
    capital: 'Dublin',
    currencyCode: 'EUR',
    languages: ['English', 'Irish'],
    internationalStudents:
      'Roughly 35,000–40,000 non-EU students in higher education; India is one of the largest groups',
    popularCities: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Maynooth'],
    popularCourses: [
      'Data analytics and business analytics',
      'Computer science, cloud computing and cybersecurity',
      'Finance and fintech',
      'Pharmaceutical and biomedical sciences',
      'Engineering',
    ],
  },
  overview: [
    'Ireland combines English-language teaching with EU membership and a job market shaped by the European headquarters of companies such as Google, Meta, Apple, Microsoft, Intel and Pfizer. Trinity College Dublin is 75th and University College Dublin 118th in the QS World University Rankings 2026, and seven of Ireland’s eight ranked universities rose in that edition.',
    'Higher education includes traditional universities, technological universities (such as TU Dublin and Munster Technological University) and private colleges. Qualifications follow the National Framework of Qualifications: an honours bachelor’s is Level 8 (usually four years) and a taught master’s is Level 9 (usually one year). The academic year runs from September to May.',
    'Most Indian students take a one-year master’s in data analytics, computer science, business analytics, finance or pharmaceutical sciences, mostly in Dublin, Cork and Galway. Your course must be on the Interim List of Eligible Programmes (ILEP) to qualify for a Stamp 2 student permission, so check this before paying any deposit.',
    'Plan for housing early. Dublin has a serious shortage of rental accommodation, and university residences fill months ahead. Cork, Galway and Limerick are somewhat cheaper. Irish immigration also expects you to stay enrolled full-time and attend classes; your permission is renewed each year on that basis.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Universities, non-EU fees, per year (medicine costs much more)',
      annual: { currency: 'EUR', minMinor: 11_000_00, maxMinor: 25_000_00 },
    },
    {
      level: 'Masters',
      label: 'Taught master’s (usually one year), non-EU fees',
      annual: { currency: 'EUR', minMinor: 12_000_00, maxMinor: 30_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA programmes (usually one year), total fee',
      annual: { currency: 'EUR', minMinor: 20_000_00, maxMinor: 40_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (room in shared housing or student residence)',
      monthly: { currency: 'EUR', minMinor: 600_00, maxMinor: 1_300_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'EUR', minMinor: 250_00, maxMinor: 400_00 } },
    {
      label: 'Public transport (student Leap Card)',
      monthly: { currency: 'EUR', minMinor: 50_00, maxMinor: 100_00 },
    },
    {
      label: 'Private medical insurance (required for Stamp 2)',
      monthly: { currency: 'EUR', minMinor: 15_00, maxMinor: 50_00 },
    },
    {
      label: 'Phone, internet and utilities',
      monthly: { currency: 'EUR', minMinor: 50_00, maxMinor: 120_00 },
    },
  ],
  livingCostNote:
    'Most students in Dublin spend €1,300–1,800 a month; Cork, Galway and Limerick are a little cheaper. The €10,000 you must show for immigration is a minimum and will not cover a full year in Dublin on its own.',
  intakes: [
    {
      name: 'September intake',
      months: 'September',
      applicationWindow:
        'Apply from October to May; popular master’s programmes often fill by March–April, and visas take 4–8 weeks',
      main: true,
    },
    {
      name: 'January/February intake',
      months: 'January–February (limited courses)',
      applicationWindow: 'Apply by October–November',
      main: false,
    },
  ],
  visa: {
    name: 'Study visa (long-stay D) and Stamp 2 student permission',
    fee: { currency: 'EUR', amountMinor: 60_00 },
    processingTime:
      'Typically 4–8 weeks from when the Irish Embassy or VFS receives your documents; apply up to three months before travel. After arrival you register with immigration and pay €300 for your Irish Residence Permit (IRP) card.',
    proofOfFunds:
      'At least €10,000 for living costs for the first year, on top of tuition fees (usually paid before you apply). You must show immediate access to the money and explain its source, normally with six months of bank statements.',
    requirements: [
      'Letter of acceptance for a full-time course on the Interim List of Eligible Programmes (ILEP)',
      'Evidence that tuition fees have been paid (in full or the required amount)',
      'English test score (IELTS 6.0–6.5 or equivalent) and academic documents',
      'Private medical insurance for your stay',
      'Registration with immigration after arrival to get Stamp 2 and the IRP card (€300)',
    ],
  },
  workRights: {
    duringStudies:
      'Up to 20 hours a week during term and up to 40 hours a week during the official holiday periods (June to September and 15 December to 15 January). Ireland’s national minimum wage is €14.15 an hour from January 2026.',
    postStudy:
      'The Third Level Graduate Programme (Stamp 1G) lets you stay to work full-time or look for work: 12 months after a Level 8 honours bachelor’s and up to 24 months after a Level 9 master’s or higher. During that time you can move to a Critical Skills or General Employment Permit, which can lead to long-term residence.',
    postStudyVisaName: 'Third Level Graduate Programme (Stamp 1G)',
  },
  faqs: [
    {
      question: 'What is the ILEP and why does it matter?',
      answer:
        'The Interim List of Eligible Programmes is the official list of courses that qualify international students for Stamp 2 permission. If your course is not on it, you cannot get a student visa or permission for it, however good the college’s marketing is.',
    },
    {
      question: 'How much money must I show for an Irish study visa?',
      answer:
        'At least €10,000 for living costs plus your tuition fees for the first year. The money should be in an account you (or your sponsor) control, with a steady history, and you must explain its source. Education loans from recognised banks are accepted.',
    },
    {
      question: 'Is it hard to find accommodation in Ireland?',
      answer:
        'Yes, especially in Dublin. Apply for university residences as soon as you accept your offer, consider shared houses in nearby towns with good transport, and never transfer a deposit for a place you have not verified; rental scams are common.',
    },
    {
      question: 'Can I stay and work in Ireland after my master’s?',
      answer:
        'Yes. After a Level 9 master’s you can get Stamp 1G permission for up to two years to work full-time. If you find a job that qualifies for a Critical Skills Employment Permit, you can later apply for Stamp 4, which allows you to work without a permit.',
    },
    {
      question: 'Can my family join me on a student visa?',
      answer:
        'Generally not. Ireland’s student immigration rules do not give most students a right to bring a spouse or children. Family members would need to qualify for their own permission, so plan on studying alone.',
    },
  ],
  sources: [
    { label: 'Irish Immigration Service — studying in Ireland', url: 'https://www.irishimmigration.ie/' },
    { label: 'Education in Ireland (Enterprise Ireland)', url: 'https://www.educationinireland.com/' },
    { label: 'Citizens Information — student permissions', url: 'https://www.citizensinformation.ie/' },
  ],
  factsCheckedOn: '2026-11-01',
};
