/**
 * What kind of institution each university is decides which subjects it teaches: technical
 * universities teach engineering, computing and sciences; business schools business and finance;
 * medical universities medicine; colleges practical bachelors. Unlisted ones are comprehensive.
 */
export type InstitutionType = 'university' | 'technical' | 'business-school' | 'medical' | 'college';

const TECHNICAL = [
  'massachusetts-institute-of-technology',
  'california-institute-of-technology',
  'georgia-institute-of-technology',
  'carnegie-mellon-university',
  'illinois-institute-of-technology',
  'stevens-institute-of-technology',
  'rochester-institute-of-technology',
  'virginia-tech',
  'technical-university-of-munich',
  'karlsruhe-institute-of-technology',
  'rwth-aachen-university',
  'technical-university-of-berlin',
  'technische-universitat-dresden',
  'university-of-stuttgart',
  'technical-university-of-darmstadt',
  'delft-university-of-technology',
  'eindhoven-university-of-technology',
  'university-of-twente',
  'institut-polytechnique-de-paris',
  'aalto-university',
  'lut-university',
  'khalifa-university',
  'budapest-university-of-technology-and-economics',
  'indian-institute-of-technology-delhi',
  'indian-institute-of-technology-bombay',
  'indian-institute-of-technology-madras',
  'indian-institute-of-technology-kharagpur',
  'indian-institute-of-technology-kanpur',
  'indian-institute-of-technology-roorkee',
  'indian-institute-of-science',
  'bits-pilani-dubai-campus',
  'swinburne-university-of-technology',
  'university-of-texas-at-dallas',
];

const BUSINESS = [
  'hec-paris',
  'essec-business-school',
  'escp-business-school',
  'edhec-business-school',
  'skema-business-school',
  'london-school-of-economics-and-political-science',
];

const COLLEGES = [
  'conestoga-college',
  'humber-polytechnic',
  'seneca-polytechnic',
  'atlantic-technological-university',
];

const MEDICAL_IN_HUNGARY = [
  'semmelweis-university',
  'university-of-szeged',
  'university-of-debrecen',
  'university-of-pecs',
];

/** Countries Indian students go to for medicine: every university there is listed for its MD programme. */
const MEDICAL_COUNTRIES = ['russia', 'uzbekistan', 'kazakhstan', 'georgia', 'kyrgyzstan'];

export function institutionTypeOf(slug: string, countrySlug: string): InstitutionType {
  if (TECHNICAL.includes(slug)) return 'technical';
  if (BUSINESS.includes(slug)) return 'business-school';
  if (COLLEGES.includes(slug)) return 'college';
  if (MEDICAL_IN_HUNGARY.includes(slug) || MEDICAL_COUNTRIES.includes(countrySlug)) return 'medical';
  return 'university';
}

/**
 * Universities whose fees differ from their country's range: German states that charge non-EU
 * students (TUM; Baden-Württemberg's €1,500 a semester) and French grandes écoles, which set their own.
 */
export const FEE_OVERRIDES: Readonly<
  Record<string, { BACHELORS: readonly [number, number]; MASTERS: readonly [number, number] }>
> = {
  'technical-university-of-munich': { BACHELORS: [4_000, 6_000], MASTERS: [8_000, 12_000] },
  'karlsruhe-institute-of-technology': { BACHELORS: [3_000, 3_000], MASTERS: [3_000, 3_000] },
  'heidelberg-university': { BACHELORS: [3_000, 3_000], MASTERS: [3_000, 3_000] },
  'university-of-freiburg': { BACHELORS: [3_000, 3_000], MASTERS: [3_000, 3_000] },
  'university-of-stuttgart': { BACHELORS: [3_000, 3_000], MASTERS: [3_000, 3_000] },
  'university-of-mannheim': { BACHELORS: [3_000, 3_000], MASTERS: [3_000, 3_000] },
  'hec-paris': { BACHELORS: [24_000, 26_000], MASTERS: [45_000, 52_000] },
  'essec-business-school': { BACHELORS: [17_000, 19_000], MASTERS: [30_000, 42_000] },
  'escp-business-school': { BACHELORS: [18_000, 20_000], MASTERS: [28_000, 40_000] },
  'edhec-business-school': { BACHELORS: [15_000, 17_000], MASTERS: [25_000, 35_000] },
  'skema-business-school': { BACHELORS: [14_000, 16_000], MASTERS: [20_000, 28_000] },
  'institut-polytechnique-de-paris': { BACHELORS: [15_000, 15_000], MASTERS: [8_000, 12_000] },
};
