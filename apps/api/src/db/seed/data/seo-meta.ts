/**
 * Meta overrides an editor would set: search-friendly titles for the main country pages, an old URL
 * that moved, and a retired page that answers 410 so search engines drop it.
 */
export const SEO_META = [
  {
    path: '/study-abroad',
    title: 'Study Abroad: Countries, Universities, Courses and Exams',
    description:
      'Plan your study abroad journey: compare countries, universities and courses, prepare for IELTS, GRE and TOEFL, and talk to a counsellor for free.',
    canonical: '/study-abroad',
  },
  {
    path: '/study-abroad/usa',
    title: 'Study in USA 2027: Costs, Intakes, F-1 Visa and OPT',
    description:
      'Tuition and living costs in the USA, Fall and Spring intakes, F-1 visa fees, OPT and STEM OPT work rights, and top US universities for Indian students.',
    canonical: '/study-abroad/usa',
  },
  {
    path: '/study-abroad/uk',
    title: 'Study in UK 2027: Costs, Intakes, Student Visa and Graduate Route',
    description:
      'UK tuition fees and living costs, September and January intakes, Student visa fees and funds, Graduate Route work rights and top UK universities.',
    canonical: '/study-abroad/uk',
  },
  {
    path: '/study-abroad/canada',
    title: 'Study in Canada 2027: Costs, Intakes, Study Permit and PGWP',
    description:
      'Canadian tuition and living costs, January, May and September intakes, study permit funds, PGWP work rights and top Canadian universities.',
    canonical: '/study-abroad/canada',
  },
  {
    path: '/study-abroad/study-in-usa',
    redirectUrl: '/study-abroad/usa',
    customStatus: 301,
  },
  {
    path: '/study-abroad/study-in-canada',
    redirectUrl: '/study-abroad/canada',
    customStatus: 301,
  },
  {
    path: '/study-abroad/events/pune',
    title: 'Pune university fair',
    customStatus: 410,
  },
] as const;
