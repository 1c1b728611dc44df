import { EXAMS, type ExamCode, type ExamRequirement } from '@meridian/domain/catalogue/exams';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { PrimaryCategorySlug } from '@meridian/domain/catalogue/categories';
import type { FeeType } from '@meridian/domain/catalogue/course-filter';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { findDestination } from '@meridian/domain/destinations';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { formatMoney, minorPerMajor } from '@meridian/domain/money';
import { COUNTRY_RULES, type CountryRules } from './country-rules.ts';
import { FEE_OVERRIDES, institutionTypeOf, type InstitutionType } from './institutions.ts';
import { SPECIALIZATIONS, type DegreeKind, type Specialization } from './programmes.ts';
import { degreeTitle } from './degree-names.ts';
import { pick, seededRandom, shuffled, slugify } from './random.ts';

export interface UniversityInput {
  slug: string;
  name: string;
  city: string;
  countrySlug: string;
  worldRanking: number | null;
}

export interface GeneratedCourse {
  universitySlug: string;
  slug: string;
  title: string;
  educationLevel: EducationLevel;
  primaryCategory: PrimaryCategorySlug;
  specialization: string;
  specializationName: string;
  durationDays: number;
  tuitionMinor: number;
  currency: string;
  feeType: FeeType;
  exams: ExamRequirement[];
  intakes: number[];
  about: string;
}

const CATEGORIES_BY_TYPE: Record<InstitutionType, readonly PrimaryCategorySlug[]> = {
  university: PRIMARY_CATEGORIES.map((c) => c.slug),
  technical: [
    'computer-science',
    'data-science',
    'engineering',
    'business-management',
    'architecture-design',
    'life-sciences',
  ],
  'business-school': ['business-management', 'finance-accounting', 'data-science', 'social-sciences', 'law'],
  medical: ['medicine-health'],
  college: [
    'computer-science',
    'engineering',
    'business-management',
    'hospitality-tourism',
    'architecture-design',
    'media-communication',
  ],
};

const BASE_QUOTA: Record<InstitutionType, number> = {
  university: 22,
  technical: 20,
  'business-school': 12,
  medical: 5,
  college: 10,
};

const FEE_WEIGHT: Record<DegreeKind, number> = {
  science: 1,
  engineering: 1.05,
  arts: 0.9,
  business: 1.05,
  mba: 1.25,
  law: 1,
  architecture: 1,
  design: 0.95,
  health: 0.95,
  medicine: 1,
};

/** Six years for medicine, five for dentistry and pharmacy, as the medical universities teach them. */
const MEDICAL_DURATIONS: Record<string, number> = {
  'general-medicine': 6 * 365,
  dentistry: 5 * 365,
  pharmacy: 5 * 365,
  nursing: 4 * 365,
};

/** 1 for the world's best, falling to 0 towards #1000; unranked institutions count as modest. */
function prestigeOf(rank: number | null): number {
  if (rank === null) return 0.15;
  return Math.min(1, Math.max(0, 1 - Math.log10(rank) / 3));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function eligible(
  rules: CountryRules,
  type: InstitutionType,
  spec: Specialization,
  level: EducationLevel,
): boolean {
  if (!spec.levels.includes(level)) return false;
  if (level === 'BACHELORS' && rules.englishBachelorsAt && !rules.englishBachelorsAt.includes(type))
    return false;
  if (type === 'college' && level === 'MASTERS') return false;
  if (spec.kind === 'medicine') return type === 'medical';
  return true;
}

function annualFee(options: {
  random: () => number;
  rules: CountryRules;
  university: UniversityInput;
  level: EducationLevel;
  kind: DegreeKind;
  type: InstitutionType;
}): number {
  const { random, rules, university, level, kind, type } = options;
  const override = FEE_OVERRIDES[university.slug]?.[level];
  const medical = (kind === 'medicine' || type === 'medical') && level === 'BACHELORS';
  const range = override ?? (medical ? rules.medicalFees : undefined) ?? rules.fees[level];
  const [min, max] = range;
  if (max === 0) return 0;
  if (min === max) return min;
  const position = Math.min(1, Math.max(0, prestigeOf(university.worldRanking) * 0.8 + random() * 0.3));
  const fee = (min + (max - min) * position) * FEE_WEIGHT[kind];
  return roundTo(Math.min(max, Math.max(min, fee)), Math.max(1, rules.feeStep));
}

function minimumScore(exam: ExamCode, value: number): number {
  const { step, min, max } = EXAMS[exam];
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

function examsFor(options: {
  random: () => number;
  rules: CountryRules;
  university: UniversityInput;
  level: EducationLevel;
  kind: DegreeKind;
  type: InstitutionType;
}): ExamRequirement[] {
  const { random, rules, university, level, kind, type } = options;
  const rank = university.worldRanking;
  const top = rank !== null && rank <= 100;
  const masters = level === 'MASTERS';
  const english: Record<string, number> = {
    IELTS: top ? (masters ? 7 : 6.5) : masters ? 6.5 : 6,
    TOEFL: top ? (masters ? 100 : 90) : masters ? 90 : 80,
    PTE: top ? 65 : 58,
    DUOLINGO: top ? 120 : 110,
  };
  const exams: ExamRequirement[] = [];
  rules.englishTests.forEach((exam, index) => {
    if (index === 0 || random() < 0.8) exams.push({ exam, minScore: english[exam] ?? EXAMS[exam].min });
  });
  const prestige = prestigeOf(rank);
  if (
    rules.naming === 'us' &&
    masters &&
    (kind === 'science' || kind === 'engineering') &&
    rank !== null &&
    rank <= 200
  ) {
    if (random() < 0.6) exams.push({ exam: 'GRE', minScore: minimumScore('GRE', 305 + prestige * 20) });
  }
  if (masters && (kind === 'mba' || (type === 'business-school' && random() < 0.5))) {
    exams.push({ exam: 'GMAT', minScore: minimumScore('GMAT', 555 + prestige * 120) });
  }
  if (rules.naming === 'us' && !masters && rank !== null && rank <= 60) {
    exams.push({ exam: 'SAT', minScore: minimumScore('SAT', 1430 + prestige * 90) });
    if (random() < 0.5) exams.push({ exam: 'ACT', minScore: minimumScore('ACT', 32 + prestige * 2) });
  }
  return exams;
}

function aboutCourse(c: {
  title: string;
  level: EducationLevel;
  university: UniversityInput;
  durationDays: number;
  fee: string;
  feeType: FeeType;
  field: string;
}): string {
  const country = findDestination(c.university.countrySlug)?.name ?? c.university.countrySlug;
  const length = formatDuration(c.durationDays).replace(/^Up to /, 'up to ');
  const cost =
    c.fee.replace(/[^\d]/g, '') === '0'
      ? 'The university charges no tuition to international students on this course; you pay only the semester contribution and living costs.'
      : `Tuition for international students is about ${c.fee} ${c.feeType === 'annual' ? 'a year' : 'for the whole course'}.`;
  return `${c.title} at ${c.university.name} is a ${c.level === 'MASTERS' ? 'master’s' : 'bachelor’s'} course in ${c.field.toLowerCase()}, taught in English in ${c.university.city}, ${country}, and lasting ${length}. ${cost} Fees and entry requirements change each year, so confirm them on the university’s website before you apply.`;
}

/** How many courses the catalogue lists for a university: more for larger, better-ranked ones. */
function quotaOf(type: InstitutionType, rank: number | null): number {
  const bonus = rank === null ? 0 : rank <= 100 ? 8 : rank <= 300 ? 4 : 0;
  return BASE_QUOTA[type] + (type === 'medical' ? 0 : bonus);
}

/**
 * The demo course catalogue: for each university, real programme fields its kind of institution
 * teaches, named the way its country names degrees, priced inside the country's published range
 * (better-ranked universities towards the top of it), with the English tests and minimum scores
 * typical there. Deterministic: the same input always gives the same courses.
 */
export function generateCourses(universities: readonly UniversityInput[]): GeneratedCourse[] {
  const out: GeneratedCourse[] = [];
  for (const university of universities) {
    const rules = COUNTRY_RULES[university.countrySlug];
    if (!rules) continue;
    const type = institutionTypeOf(university.slug, university.countrySlug);
    const random = seededRandom(university.slug);
    const naming = type === 'medical' ? 'medical' : rules.naming;
    const options = CATEGORIES_BY_TYPE[type].flatMap((category) =>
      SPECIALIZATIONS[category].flatMap((spec) =>
        (['MASTERS', 'BACHELORS'] as const)
          .filter((level) => eligible(rules, type, spec, level))
          .map((level) => ({ category, spec, level })),
      ),
    );
    const seen = new Set<string>();
    let listed = 0;
    const quota = quotaOf(type, university.worldRanking);
    for (const { category, spec, level } of shuffled(random, options)) {
      if (listed >= quota) break;
      const title = degreeTitle({ style: naming, level, field: spec.field, kind: spec.kind });
      if (!title) continue;
      const slug = slugify(title);
      if (seen.has(slug)) continue;
      seen.add(slug);
      listed += 1;

      const durationDays =
        MEDICAL_DURATIONS[spec.slug] && type === 'medical'
          ? MEDICAL_DURATIONS[spec.slug]!
          : pick(random, rules.durations[level]);
      const annual = annualFee({ random, rules, university, level, kind: spec.kind, type });
      // Courses shorter than two years are priced for the whole course, longer ones per year.
      const feeType: FeeType = durationDays < 730 ? 'total' : 'annual';
      const major =
        feeType === 'total'
          ? roundTo((annual * Math.max(durationDays, 365)) / 365, Math.max(1, rules.feeStep))
          : annual;
      const tuitionMinor = major * minorPerMajor(rules.currency);
      const intakes = rules.intakes.filter((_, index) => index === 0 || random() < 0.6);
      out.push({
        universitySlug: university.slug,
        slug,
        title,
        educationLevel: level,
        primaryCategory: category,
        specialization: spec.slug,
        specializationName: spec.field,
        durationDays,
        tuitionMinor,
        currency: rules.currency,
        feeType,
        exams: examsFor({ random, rules, university, level, kind: spec.kind, type }),
        intakes,
        about: aboutCourse({
          title,
          level,
          university,
          durationDays,
          fee: formatMoney(tuitionMinor, rules.currency),
          feeType,
          field: spec.field,
        }),
      });
    }
  }
  return out;
}
