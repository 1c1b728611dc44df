/**
 * Destination universities of the accelerator programs, per country: universities that admit
 * students with transfer credit into the later years of a degree.
 */
export const ACCELERATOR_UNIVERSITIES: readonly string[] = [
  'arizona-state-university',
  'university-of-houston',
  'illinois-institute-of-technology',
  'stevens-institute-of-technology',
  'rochester-institute-of-technology',
  'coventry-university',
  'university-of-hertfordshire',
  'teesside-university',
  'university-of-leicester',
  'university-of-windsor',
  'toronto-metropolitan-university',
  'deakin-university',
  'griffith-university',
  'la-trobe-university',
  'swinburne-university-of-technology',
  'university-of-limerick',
  'dublin-city-university',
  'skema-business-school',
  'edhec-business-school',
  'university-of-stuttgart',
];

/** What the online first year costs, in rupees, by degree. */
export const ONLINE_YEAR_FEE_INR = { BACHELORS: 250_000, MASTERS: 350_000 } as const;
