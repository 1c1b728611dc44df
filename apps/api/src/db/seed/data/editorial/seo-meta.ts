import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

/** SEO meta rows for the main editorial pages (editors can change them without a deploy). */
export const EDITORIAL_SEO_META = [
  {
    path: sitePath(siteRoutes.articles()),
    title: 'Study Abroad Articles: Guides on Countries, Costs, SOPs and Scholarships',
    description:
      'Checked guides for Indian students: studying in the USA, UK, Canada, Australia and Germany, costs, scholarships, SOPs, LORs, jobs and visas.',
    canonical: sitePath(siteRoutes.articles()),
  },
  {
    path: sitePath(siteRoutes.exams()),
    title: 'Study Abroad Exams: IELTS, TOEFL, GRE, GMAT, PTE, SAT, ACT and Duolingo',
    description:
      'Pattern, syllabus, fees in India, dates and scores for every test universities abroad ask for.',
    canonical: sitePath(siteRoutes.exams()),
  },
  {
    path: sitePath(siteRoutes.ebooks()),
    title: 'Free Study Abroad E-books: Country and Exam Guides',
    description:
      'Download free PDF guides on studying in the UK, USA, Canada, Germany and Australia, and on IELTS, GRE, GMAT, TOEFL and PTE.',
    canonical: sitePath(siteRoutes.ebooks()),
  },
  {
    path: sitePath(siteRoutes.scholarships()),
    title: 'Scholarship Finder: Scholarships for Indian Students Abroad',
    description:
      'Find scholarships by country, level and amount: Chevening, Rhodes, Gates Cambridge, GREAT, DAAD, Fulbright-Nehru and more.',
    canonical: sitePath(siteRoutes.scholarships()),
  },
  {
    path: sitePath(siteRoutes.consultants()),
    title: 'Study Abroad Consultants in 35 Indian Cities',
    description:
      'Visit a study-abroad counsellor near you: addresses, maps, hours and ratings of our centres across India.',
    canonical: sitePath(siteRoutes.consultants()),
  },
  {
    path: sitePath(siteRoutes.knowledgeBase()),
    title: 'Study Abroad Knowledge Base: Visas, Tests, Loans and Applications',
    description:
      'Short, checked answers to the questions Indian students ask most about visas, English tests, loans and applications.',
    canonical: sitePath(siteRoutes.knowledgeBase()),
  },
] as const;
