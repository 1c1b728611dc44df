import type { SearchKind } from './schemas.ts';

/** How the suggestions and the results page name each kind of result (plural, as a group heading). */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  university: 'Universities',
  listing: 'Course listings',
  course: 'Courses',
  country: 'Countries',
  calculator: 'Calculators',
  page: 'Pages',
  exam: 'Exams',
  article: 'Articles',
  'knowledge-base': 'Answers',
  scholarship: 'Scholarships',
  program: 'Programs',
  webinar: 'Webinars',
  event: 'Events',
  ebook: 'E-books',
};
