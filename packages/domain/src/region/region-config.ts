import type { Region } from './regions.ts';
import type { HomeSection } from '../home/schemas.ts';
import { CALCULATOR_PAGES, type CalculatorId, type CalculatorPath } from '../calculators/calculator-pages.ts';
import { calculatorMenuIds } from '../calculators/calculator-menu-ids.ts';

export interface RegionConfig {
  label: string;
  /** The pages' language tag: English as written for the region's students. */
  lang: 'en-IN' | 'en-VN' | 'en-SA';
  /** How the region's students are named in headings: "Top universities Indian students apply to". */
  demonym: string;
  /** ISO 3166-1 alpha-2 country the phone fields start on (its dialling code: +91, +84, +966). */
  phoneCountry: 'IN' | 'VN' | 'SA';
  /** The currency the region's students read fee estimates in (issue 32), beside the fee's own. */
  currency: 'INR' | 'VND' | 'SAR';
  /** That currency as a sentence names it: "compare tuition in rupees". */
  currencyName: 'rupees' | 'dong' | 'riyals';
  /** The IANA zone the region's visitors live in: the calling hours are stated in it. */
  timeZone: 'Asia/Kolkata' | 'Asia/Ho_Chi_Minh' | 'Asia/Riyadh';
  /** The region's logo mark; the brand name beside it comes from configuration. */
  logo: string;
  helloBar: boolean;
  videoPopup: boolean;
  geolocation: boolean;
  /** Ids of menu groups, panels, columns or links this region does not show. */
  hiddenMenuIds: readonly string[];
  /** Ids of footer sections or links this region does not show. */
  hiddenFooterIds: readonly string[];
  /** Listing filters this region does not offer. */
  hiddenFilters: readonly string[];
  /** Home sections this region does not show. */
  hiddenHomeSections: readonly HomeSection[];
  /** Calculators the region's home page offers: only those that work for its students. */
  homeCalculators: readonly CalculatorPath[];
}

/**
 * Calculators only Indian students can use: the CGPA and SGPA converters read Indian university
 * grades, the expense calculator counts in rupees and the loan calculator models Indian lenders'
 * INR loans; IELTS bands are the same everywhere. Both the home section and the menus follow it.
 */
const INDIA_ONLY_CALCULATORS: readonly CalculatorId[] = [
  'cgpa-to-gpa-calculator',
  'sgpa-to-percentage-calculator',
  'expense-calculator',
  'education-loan-calculator',
];

/** Where an offer sits in the header mega-menu and in the simpler menu (SPEC.md §2), which name it differently. */
const OFFER_MENU_IDS = {
  events: ['more.company.events', 'more.events'],
  experienceCentres: ['more.company.experience-centres', 'more.experience-centres'],
  boosterProgram: ['more.programs.booster-program', 'programs.booster-program'],
  alumniConnect: ['more.programs.alumni-connect', 'more.alumni-connect'],
} as const;

/** Menu entries for India-only offers: Indian directories, calculators, offline centres and fairs. */
const INDIA_ONLY_MENU_IDS = [
  'resources.consultants',
  ...INDIA_ONLY_CALCULATORS.flatMap(calculatorMenuIds),
  ...OFFER_MENU_IDS.experienceCentres,
  'more.company.offline-centres',
  ...OFFER_MENU_IDS.events,
];

/** What Vietnam and Saudi Arabia both leave out (SPEC.md §1). */
const OUTSIDE_INDIA = {
  helloBar: false,
  videoPopup: false,
  geolocation: false,
  hiddenFooterIds: ['ielts-topics', 'company.experience-centres', 'company.offline-centres'],
  hiddenFilters: [],
  // The guides are written for Indian students (their titles say so, their budgets are in rupees):
  // the other sites' home pages do not lead with them (issue 32); the articles stay reachable.
  hiddenHomeSections: ['testimonials', 'events', 'articles'],
  homeCalculators: CALCULATOR_PAGES.filter((c) => !INDIA_ONLY_CALCULATORS.includes(c.id)).map((c) => c.path),
} as const;

/**
 * What each region hides: the one table every part of the site consults (SPEC.md §1).
 * Vietnam and Saudi Arabia students are not served by the India-only offers: the Indian
 * consultant and coaching-centre directories, the India offline centres and fairs, INR loans
 * and the India-specific footer lists.
 */
export const REGION_CONFIG: Readonly<Record<Region, RegionConfig>> = {
  default: {
    label: 'India',
    lang: 'en-IN',
    demonym: 'Indian',
    phoneCountry: 'IN',
    currency: 'INR',
    currencyName: 'rupees',
    timeZone: 'Asia/Kolkata',
    logo: '/study-abroad/brand/logo.svg',
    helloBar: true,
    videoPopup: true,
    geolocation: true,
    hiddenMenuIds: [],
    hiddenFooterIds: [],
    hiddenFilters: [],
    hiddenHomeSections: [],
    homeCalculators: CALCULATOR_PAGES.map((c) => c.path),
  },
  vn: {
    label: 'Vietnam',
    lang: 'en-VN',
    demonym: 'Vietnamese',
    phoneCountry: 'VN',
    currency: 'VND',
    currencyName: 'dong',
    timeZone: 'Asia/Ho_Chi_Minh',
    logo: '/study-abroad/brand/logo-vn.svg',
    ...OUTSIDE_INDIA,
    hiddenMenuIds: [...INDIA_ONLY_MENU_IDS, ...OFFER_MENU_IDS.boosterProgram],
    hiddenFooterIds: [...OUTSIDE_INDIA.hiddenFooterIds, 'popular-programs.booster-program'],
  },
  sa: {
    label: 'Saudi Arabia',
    lang: 'en-SA',
    demonym: 'Saudi',
    phoneCountry: 'SA',
    currency: 'SAR',
    currencyName: 'riyals',
    timeZone: 'Asia/Riyadh',
    logo: '/study-abroad/brand/logo-sa.svg',
    ...OUTSIDE_INDIA,
    hiddenMenuIds: [...INDIA_ONLY_MENU_IDS, ...OFFER_MENU_IDS.alumniConnect],
  },
};

/** True when an item, or any of its ancestors (ids are dotted paths), is hidden in the region. */
export function isHiddenIn(hiddenIds: readonly string[], id: string): boolean {
  return hiddenIds.some((hidden) => id === hidden || id.startsWith(`${hidden}.`));
}
