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
