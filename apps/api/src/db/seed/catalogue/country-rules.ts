import type { ExamCode } from '@meridian/domain/catalogue/exams';
import type { Scholarship } from '@meridian/domain/catalogue/schemas';
import type { InstitutionType } from './institutions.ts';
import type { NamingStyle } from './degree-names.ts';

/** Annual tuition for international students, in major units: [least, most] across the country's universities. */
type FeeRange = readonly [number, number];

export interface CountryRules {
  currency: string;
  naming: NamingStyle;
  /** Annual tuition ranges; public systems with no tuition have [0, 0]. */
  fees: { BACHELORS: FeeRange; MASTERS: FeeRange };
  /** Annual tuition of medicine and dentistry, where it differs from other bachelors. */
  medicalFees?: FeeRange;
  /** Course lengths in days, one picked per course. */
  durations: { BACHELORS: readonly number[]; MASTERS: readonly number[] };
  intakes: readonly number[];
  englishTests: readonly ExamCode[];
  /** Fees are rounded to this step, in major units. */
  feeStep: number;
  /** A typical student budget for a month outside the most expensive cities, in major units. */
  monthlyLiving: number;
  /** Cities that cost noticeably more (or less) than that, in major units. */
  cityLiving?: Readonly<Record<string, number>>;
  scholarships: readonly Scholarship[];
  /**
   * Where public universities teach bachelor's degrees in the national language, the only kinds
   * of institution whose bachelor's degrees the English-taught catalogue lists.
   */
  englishBachelorsAt?: readonly InstitutionType[];
}

const YEAR = 365;

/**
 * Approximate 2026–27 figures for international (non-EU) students, from the universities' and
 * governments' published ranges; the country pages carry the sources. UK living costs are the
 * UKVI maintenance amounts (£1,529 a month in London, £1,171 elsewhere); Germany's is the blocked
 * account amount (€992), Australia's the Home Affairs figure (A$29,710 a year).
 */
export const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  usa: {
    currency: 'USD',
    naming: 'us',
    fees: { BACHELORS: [28_000, 68_000], MASTERS: [26_000, 62_000] },
    durations: { BACHELORS: [4 * YEAR], MASTERS: [YEAR, 540, 2 * YEAR, 2 * YEAR] },
    intakes: [8, 1],
    englishTests: ['TOEFL', 'IELTS', 'DUOLINGO'],
    feeStep: 100,
    monthlyLiving: 1_500,
    cityLiving: {
      'New York': 2_400,
      Cambridge: 2_300,
      Boston: 2_300,
      Stanford: 2_400,
      Berkeley: 2_200,
      'Los Angeles': 2_100,
      Pasadena: 2_100,
      'San Diego': 2_000,
      Seattle: 2_000,
      Hoboken: 2_100,
      Chicago: 1_800,
      Evanston: 1_900,
      Princeton: 1_900,
      'New Haven': 1_800,
    },
    scholarships: [
      {
        name: 'Fulbright-Nehru Master’s Fellowships',
        provider: 'United States-India Educational Foundation (USIEF)',
        value: 'Tuition, living costs, airfare and health cover for a master’s in the USA',
        url: 'https://www.usief.org.in/',
      },
    ],
  },
  uk: {
    currency: 'GBP',
    naming: 'uk',
    fees: { BACHELORS: [17_000, 42_000], MASTERS: [18_000, 45_000] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [YEAR] },
    intakes: [9, 1],
    englishTests: ['IELTS', 'TOEFL', 'PTE'],
    feeStep: 50,
    monthlyLiving: 1_171,
    cityLiving: { London: 1_529 },
    scholarships: [
      {
        name: 'Chevening Scholarships',
        provider: 'UK Foreign, Commonwealth and Development Office',
        value: 'Full tuition, monthly stipend and return airfare for a one-year master’s',
        url: 'https://www.chevening.org/',
      },
      {
        name: 'GREAT Scholarships',
        provider: 'British Council and UK universities',
        value: 'At least £10,000 towards tuition for a one-year postgraduate course',
        url: 'https://study-uk.britishcouncil.org/',
      },
    ],
  },
  canada: {
    currency: 'CAD',
    naming: 'ca',
    fees: { BACHELORS: [30_000, 62_000], MASTERS: [20_000, 55_000] },
    durations: { BACHELORS: [4 * YEAR], MASTERS: [YEAR, 480, 2 * YEAR] },
    intakes: [9, 1, 5],
    englishTests: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'],
    feeStep: 100,
    monthlyLiving: 1_908,
    cityLiving: { Toronto: 2_200, Vancouver: 2_200, Burnaby: 2_100 },
    scholarships: [
      {
        name: 'Shastri Indo-Canadian Institute fellowships',
        provider: 'Shastri Indo-Canadian Institute',
        value: 'Research and study grants for Indian students at Canadian universities',
        url: 'https://www.shastriinstitute.org/',
      },
    ],
  },
  australia: {
    currency: 'AUD',
    naming: 'au',
    fees: { BACHELORS: [35_000, 55_000], MASTERS: [38_000, 58_000] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [540, 2 * YEAR, 2 * YEAR] },
    intakes: [2, 7],
    englishTests: ['IELTS', 'PTE', 'TOEFL'],
    feeStep: 100,
    monthlyLiving: 2_476,
    cityLiving: { Sydney: 2_800, Melbourne: 2_600 },
    scholarships: [
      {
        name: 'Destination Australia',
        provider: 'Australian Government Department of Education',
        value: 'Up to A$15,000 a year for study at a regional campus',
        url: 'https://www.education.gov.au/',
      },
    ],
  },
  germany: {
    currency: 'EUR',
    naming: 'eu',
    // Bachelor's degrees at German public universities are taught in German (TestDaF or DSH).
    englishBachelorsAt: [],
    fees: { BACHELORS: [0, 0], MASTERS: [0, 0] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [10, 4],
    englishTests: ['IELTS', 'TOEFL'],
    feeStep: 100,
    monthlyLiving: 992,
    cityLiving: { Munich: 1_250, 'Frankfurt am Main': 1_150, Hamburg: 1_100, Berlin: 1_100 },
    scholarships: [
      {
        name: 'DAAD scholarships',
        provider: 'German Academic Exchange Service (DAAD)',
        value: '€992 a month for master’s students, plus travel and health insurance',
        url: 'https://www.daad.de/en/',
      },
      {
        name: 'Deutschlandstipendium',
        provider: 'German federal government and private sponsors',
        value: '€300 a month, awarded by the university on merit',
        url: 'https://www.deutschlandstipendium.de/',
      },
    ],
  },
  ireland: {
    currency: 'EUR',
    naming: 'uk',
    fees: { BACHELORS: [18_000, 28_000], MASTERS: [17_000, 30_000] },
    durations: { BACHELORS: [4 * YEAR], MASTERS: [YEAR] },
    intakes: [9],
    englishTests: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'],
    feeStep: 50,
    monthlyLiving: 1_100,
    cityLiving: { Dublin: 1_450 },
    scholarships: [
      {
        name: 'Government of Ireland International Education Scholarship',
        provider: 'Higher Education Authority',
        value: '€10,000 stipend and a full fee waiver for one year',
        url: 'https://hea.ie/',
      },
    ],
  },
  france: {
    currency: 'EUR',
    naming: 'eu',
    // Public universities teach the licence in French; grandes écoles run English-taught bachelor's.
    englishBachelorsAt: ['business-school', 'technical'],
    fees: { BACHELORS: [2_895, 2_895], MASTERS: [3_941, 3_941] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [9],
    englishTests: ['IELTS', 'TOEFL'],
    feeStep: 1,
    monthlyLiving: 850,
    cityLiving: { Paris: 1_250 },
    scholarships: [
      {
        name: 'Charpak Master’s Scholarship',
        provider: 'Embassy of France in India',
        value: 'Monthly allowance, fee waiver at public institutions and visa fee waiver',
        url: 'https://www.inde.campusfrance.org/',
      },
      {
        name: 'Eiffel Excellence Scholarship',
        provider: 'French Ministry for Europe and Foreign Affairs',
        value: '€1,400 a month for master’s students',
        url: 'https://www.campusfrance.org/en',
      },
    ],
  },
  finland: {
    currency: 'EUR',
    naming: 'eu',
    fees: { BACHELORS: [10_000, 13_000], MASTERS: [12_000, 18_000] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [8],
    englishTests: ['IELTS', 'TOEFL', 'PTE'],
    feeStep: 500,
    monthlyLiving: 900,
    cityLiving: { Helsinki: 1_100, Espoo: 1_050 },
    scholarships: [
      {
        name: 'Finland Scholarship',
        provider: 'Finnish Ministry of Education and Culture with the universities',
        value: 'Full tuition waiver for the first year and €5,000 towards relocation',
        url: 'https://www.studyinfinland.fi/',
      },
    ],
  },
  netherlands: {
    currency: 'EUR',
    naming: 'eu',
    fees: { BACHELORS: [10_000, 22_000], MASTERS: [16_000, 25_000] },
    durations: { BACHELORS: [3 * YEAR], MASTERS: [YEAR, 2 * YEAR] },
    intakes: [9, 2],
    englishTests: ['IELTS', 'TOEFL'],
    feeStep: 100,
    monthlyLiving: 1_200,
    cityLiving: { Amsterdam: 1_500 },
    scholarships: [
      {
        name: 'NL Scholarship',
        provider: 'Dutch Ministry of Education, Culture and Science with the universities',
        value: '€5,000 in the first year of study',
        url: 'https://www.studyinnl.org/',
      },
    ],
  },
  india: {
    currency: 'INR',
    naming: 'in',
    fees: { BACHELORS: [220_000, 300_000], MASTERS: [100_000, 250_000] },
    durations: { BACHELORS: [4 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [7],
    englishTests: [],
    feeStep: 1_000,
    monthlyLiving: 15_000,
    cityLiving: { Mumbai: 22_000, 'New Delhi': 18_000, Bengaluru: 20_000 },
    scholarships: [],
  },
  uae: {
    currency: 'AED',
    naming: 'uk',
    fees: { BACHELORS: [45_000, 90_000], MASTERS: [60_000, 110_000] },
    durations: { BACHELORS: [4 * YEAR], MASTERS: [YEAR, 540, 2 * YEAR] },
    intakes: [9, 1],
    englishTests: ['IELTS', 'TOEFL'],
    feeStep: 500,
    monthlyLiving: 4_000,
    cityLiving: { Dubai: 4_500 },
    scholarships: [],
  },
  hungary: {
    currency: 'EUR',
    naming: 'eu',
    fees: { BACHELORS: [4_000, 8_000], MASTERS: [5_000, 9_000] },
    medicalFees: [15_000, 19_000],
    durations: { BACHELORS: [3 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [9],
    englishTests: ['IELTS', 'TOEFL'],
    feeStep: 100,
    monthlyLiving: 650,
    cityLiving: { Budapest: 800 },
    scholarships: [
      {
        name: 'Stipendium Hungaricum',
        provider: 'Tempus Public Foundation for the Hungarian government',
        value: 'Tuition waiver, monthly stipend and housing support',
        url: 'https://stipendiumhungaricum.hu/',
      },
    ],
  },
  russia: medicalRules({ fees: [4_000, 7_500], living: 350 }),
  uzbekistan: medicalRules({ fees: [3_500, 5_500], living: 250 }),
  kazakhstan: medicalRules({ fees: [4_000, 5_500], living: 300 }),
  georgia: medicalRules({ fees: [5_000, 8_000], living: 450 }),
  kyrgyzstan: medicalRules({ fees: [3_500, 5_000], living: 250 }),
};

/**
 * The medical destinations: six-year MD programmes quoted in US dollars, with living costs in
 * dollars too because that is how the universities and Indian students budget for them.
 */
function medicalRules(options: { fees: FeeRange; living: number }): CountryRules {
  return {
    currency: 'USD',
    naming: 'medical',
    fees: { BACHELORS: [3_000, 5_000], MASTERS: [3_000, 5_000] },
    medicalFees: options.fees,
    durations: { BACHELORS: [4 * YEAR], MASTERS: [2 * YEAR] },
    intakes: [9],
    englishTests: [],
    feeStep: 100,
    monthlyLiving: options.living,
    scholarships: [],
  };
}
