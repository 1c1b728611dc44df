import type { CountryContent } from '@meridian/domain/country/schemas';

export const germany: CountryContent = {
  slug: 'germany',
  headline:
    'Study in Germany: tuition-free public universities, blocked account, visa and jobs for Indian students',
  summary:
    'Most German public universities charge no tuition, only a semester contribution, which makes Germany one of the best-value destinations for engineering and computer science. You must show €11,904 a year in a blocked account, get an APS certificate, and ideally learn some German to find part-time and full-time jobs.',
  quickFacts: {
    capital: 'Berlin',
    currencyCode: 'EUR',
    languages: ['German', 'English (widely used in master’s programmes)'],
    internationalStudents:
      'About 4 lakh international students; Indians are the largest group at roughly 60,000',
    popularCities: ['Munich', 'Berlin', 'Aachen', 'Stuttgart', 'Karlsruhe', 'Hamburg', 'Frankfurt'],
    popularCourses: [
      'Mechanical and automotive engineering',
      'Computer science and data science',
      'Electrical and electronics engineering',
      'Industrial engineering and management',
      'Mechatronics and robotics',
    ],
  },
  overview: [
    'Germany combines free or very low tuition at public universities with a strong industrial economy that is short of engineers and IT specialists. The Technical University of Munich is 22nd in the QS World University Rankings 2026, and LMU Munich, Heidelberg, Freie Universität Berlin and the Karlsruhe Institute of Technology are also in the top 100. Indians have become the largest group of international students in the country.',
    'There are two main types of institution. Universities (Universitäten, including the technical universities) are research-focused, while universities of applied sciences (Hochschulen or Fachhochschulen) are practical and closely linked to industry. Bachelor’s programmes are mostly taught in German; there are well over a thousand English-taught master’s programmes. You apply directly to the university or through uni-assist, and Indian applicants need an APS certificate before the visa and often before admission.',
    'For a master’s, a three-year Indian bachelor’s (180 ECTS) is accepted by some programmes, but many ask for four years (240 ECTS) or a close subject match. For a bachelor’s, the Indian Class 12 certificate alone is usually not enough: you typically need a year at an Indian university, a qualifying JEE Advanced result, or a foundation year (Studienkolleg) in Germany. Check the DAAD admission database for your exact case.',
    '“Free” has limits. Every student pays a semester contribution of roughly €150–€350, which often includes a public transport ticket. Baden-Württemberg (Stuttgart, Karlsruhe, Heidelberg, Mannheim) charges non-EU students €1,500 per semester, and TU Munich has charged non-EU students tuition since winter 2024/25. Living costs, health insurance and rent in big cities are real expenses, and German language skills (B1 or above) make a big difference for part-time work and careers.',
  ],
  tuition: [
    {
      level: 'Bachelors',
      label: 'Public universities, semester contribution only (2 semesters)',
      annual: { currency: 'EUR', minMinor: 300_00, maxMinor: 700_00 },
    },
    {
      level: 'Masters',
      label: 'Public universities, semester contribution only (2 semesters)',
      annual: { currency: 'EUR', minMinor: 300_00, maxMinor: 700_00 },
    },
    {
      level: 'Masters',
      label: 'Public universities in Baden-Württemberg, non-EU (€1,500 per semester plus contribution)',
      annual: { currency: 'EUR', minMinor: 3_300_00, maxMinor: 3_700_00 },
    },
    {
      level: 'Masters',
      label: 'Technical University of Munich, non-EU students, per year',
      annual: { currency: 'EUR', minMinor: 8_000_00, maxMinor: 12_000_00 },
    },
    {
      level: 'Masters',
      label: 'Private universities, per year',
      annual: { currency: 'EUR', minMinor: 10_000_00, maxMinor: 20_000_00 },
    },
    {
      level: 'Bachelors',
      label: 'Private universities, per year',
      annual: { currency: 'EUR', minMinor: 8_000_00, maxMinor: 18_000_00 },
    },
    {
      level: 'MBA',
      label: 'MBA at business schools (e.g. Mannheim, ESMT Berlin, WHU), per year',
      annual: { currency: 'EUR', minMinor: 25_000_00, maxMinor: 55_000_00 },
    },
  ],
  livingCosts: [
    {
      label: 'Rent (room in a shared flat or student hall)',
      monthly: { currency: 'EUR', minMinor: 350_00, maxMinor: 750_00 },
    },
    { label: 'Food and groceries', monthly: { currency: 'EUR', minMinor: 200_00, maxMinor: 300_00 } },
    {
      label: 'Public transport (semester ticket or Deutschlandticket)',
      monthly: { currency: 'EUR', minMinor: 35_00, maxMinor: 65_00 },
    },
    {
      label: 'Public student health insurance (mandatory)',
      monthly: { currency: 'EUR', minMinor: 125_00, maxMinor: 150_00 },
    },
    {
      label: 'Phone, internet, utilities and broadcasting fee',
      monthly: { currency: 'EUR', minMinor: 40_00, maxMinor: 90_00 },
    },
  ],
  livingCostNote:
    'Budget about €1,000–1,300 a month in most cities and more in Munich, Frankfurt and Hamburg. The blocked account releases only €992 a month, so most students top it up with part-time work or family support. Finding a room is the hardest part in big cities: start searching (and watch for deposit scams) before you travel.',
  intakes: [
    {
      name: 'Winter semester',
      months: 'October (lectures start mid-October)',
      applicationWindow:
        'Applications usually open April–May and close 15 July for international applicants; many English-taught master’s close earlier (often 31 March–31 May). Uni-assist needs 4–6 weeks.',
      main: true,
    },
    {
      name: 'Summer semester',
      months: 'April',
      applicationWindow:
        'Applications usually from November to 15 January; fewer English-taught master’s start in April',
      main: false,
    },
  ],
  visa: {
    name: 'National visa for study (D visa), then residence permit for study',
    fee: { currency: 'EUR', amountMinor: 75_00 },
    processingTime:
      'Appointment waiting times in India can be several weeks; decisions typically take 4–12 weeks after you apply. Many Indian applicants now apply online through the Federal Foreign Office’s Consular Services Portal. Apply as soon as you have your admission letter and APS certificate.',
    proofOfFunds:
      '€11,904 for the first year (€992 a month), normally in a blocked account (Sperrkonto) with a provider such as Expatrio, Fintiba or Coracle. A formal obligation letter (Verpflichtungserklärung) or a recognised scholarship can replace it. The amount is set by the Federal Foreign Office and is revised from time to time, so check before you transfer.',
    requirements: [
      'University admission letter (Zulassungsbescheid) or conditional admission',
      'APS certificate from the Academic Evaluation Centre in New Delhi (mandatory for Indian applicants)',
      'Blocked account confirmation or other accepted proof of funds',
      'Travel health insurance until enrolment, then German statutory or recognised private student insurance',
      'Language certificates required by the course (IELTS/TOEFL for English-taught, TestDaF/DSH for German-taught)',
      'Passport, biometric photos, CV, motivation letter and attested degree certificates',
    ],
  },
  workRights: {
    duringStudies:
      '140 full days or 280 half days a year without approval from the employment agency. Jobs as a student assistant (HiWi) at your university are not counted towards this limit but must be reported. The statutory minimum wage is €13.90 an hour in 2026, and mini-jobs up to €603 a month are free of tax and most contributions.',
    postStudy:
      'After graduating you can get a residence permit for up to 18 months to look for a job that matches your degree, and you may work without restriction during that time. Once you find a qualified job you switch to an EU Blue Card (with a lower salary threshold for shortage occupations and recent graduates) or a skilled-worker permit. Blue Card holders can get permanent settlement after 21–27 months depending on German language level.',
    postStudyVisaName: 'Residence permit for job-seeking after studies (18 months)',
  },
  faqs: [
    {
      question: 'Is studying at a German public university really free?',
      answer:
        'Mostly yes: public universities in 15 of the 16 states charge no tuition, only a semester contribution of about €150–€350. Exceptions are Baden-Württemberg (€1,500 per semester for non-EU students) and TU Munich, which charges non-EU students tuition. Private universities always charge fees.',
    },
    {
      question: 'Do I need to know German to study in Germany?',
      answer:
        'Not for English-taught master’s programmes, which only need IELTS or TOEFL. But most bachelor’s programmes are in German, and most part-time jobs and many full-time jobs expect German. Reaching B1–B2 during your studies greatly improves your chances of staying on after graduation.',
    },
    {
      question: 'What is the APS certificate and when should I apply?',
      answer:
        'The Academic Evaluation Centre (APS) at the German Embassy in New Delhi checks that your Indian academic documents are genuine. It is mandatory for the student visa and many universities ask for it at admission. Processing takes several weeks, so apply as soon as your final marksheets are out; the current fee and process are on aps-india.de.',
    },
    {
      question: 'Can part-time work cover my living costs?',
      answer:
        'Partly. At €13.90 an hour, working about 20 hours a week earns roughly €1,100 a month before deductions, but jobs in English are limited and your studies come first. Plan to cover at least the first semester from the blocked account and family support.',
    },
    {
      question: 'Can a three-year Indian bachelor’s get me into a German master’s?',
      answer:
        'Sometimes. Programmes that require 180 ECTS may accept it; many technical master’s at TU9 universities require 210–240 ECTS or a four-year degree such as a BE or BTech. Check each programme’s requirements and the DAAD database before paying application fees.',
    },
    {
      question: 'How do I find accommodation in Germany?',
      answer:
        'Apply early for a room with the local Studierendenwerk (student services), and search WG-Gesucht and university housing groups for shared flats. Never pay a deposit before seeing a contract and verifying the landlord; rental scams targeting international students are common.',
    },
  ],
  sources: [
    { label: 'DAAD — Study in Germany', url: 'https://www.daad.de/en/' },
    { label: 'German Missions in India — student visa', url: 'https://india.diplo.de/in-en' },
    { label: 'APS India (Academic Evaluation Centre)', url: 'https://aps-india.de/' },
    {
      label: 'Make it in Germany (Federal Government portal)',
      url: 'https://www.make-it-in-germany.com/en/',
    },
  ],
  factsCheckedOn: '2026-11-01',
};
