// The site's main page types, one address each: what bench:lighthouse audits against its budget and
// what `npm run screenshots` captures, so the two always look at the same pages.
export interface PageType {
  /** Short name, also the screenshot's file name. */
  name: string;
  path: string;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/study-abroad' },
  { name: 'country', path: '/study-abroad/usa' },
  { name: 'listing', path: '/study-abroad/abroad/masters/computer-science' },
  { name: 'university', path: '/study-abroad/university/usa/stanford-university' },
  { name: 'course', path: '/study-abroad/university/usa/stanford-university/ms-in-entrepreneurship' },
  { name: 'exam', path: '/study-abroad/exam/ielts' },
  { name: 'article', path: '/study-abroad/articles/chevening-scholarship' },
  { name: 'calculator', path: '/study-abroad/calculator/education-loan' },
];
