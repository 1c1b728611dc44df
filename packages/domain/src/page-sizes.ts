/** SPEC.md §9: page sizes of list calls. */
export const PAGE_SIZES = {
  courses: 30,
  countryLists: 30,
  coursesByEducationLevel: 50,
  programs: 10,
  webinars: 6,
  examCms: 9,
  recommendedCourses: 15,
  recommendations: 6,
  nameSearch: 500,
  tags: 100,
  alumni: 10,
  dashboardUniversities: 40,
  progressStats: 100,
  calculatorCategories: 30,
} as const;

/**
 * The deepest page index (from 0) a list call serves. 1,001 pages of the largest page (100) is far
 * past the end of any list we hold, and low enough that no request makes the database skip more
 * than 100,000 rows. Beyond it the API answers 400 and the site its 404 page.
 */
export const MAX_PAGE_INDEX = 1000;
