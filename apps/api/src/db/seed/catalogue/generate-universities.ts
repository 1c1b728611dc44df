import type { Faq } from '@meridian/domain/faq';
import type { Scholarship } from '@meridian/domain/catalogue/schemas';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { findDestination } from '@meridian/domain/destinations';
import { formatMoney, minorPerMajor } from '@meridian/domain/money';
import { COUNTRY_RULES } from './country-rules.ts';
import { institutionTypeOf, type InstitutionType } from './institutions.ts';
import type { GeneratedCourse, UniversityInput } from './generate-courses.ts';
import { slugify } from './random.ts';
import { monthName } from '@meridian/domain/month-name';

export interface GeneratedCity {
  slug: string;
  name: string;
  countrySlug: string;
  monthlyLivingMinor: number;
  currency: string;
}

export interface UniversityDetails {
  slug: string;
  citySlug: string;
  institutionType: InstitutionType;
  campus: string;
  about: string;
  intakes: number[];
  scholarships: Scholarship[];
  faqs: Faq[];
}

/** Destinations listed without a course catalogue still need a living cost for their cities. */
const LIVING_WITHOUT_CATALOGUE: Readonly<Record<string, { currency: string; monthly: number }>> = {
  vanuatu: { currency: 'VUV', monthly: 90_000 },
};

const TYPE_TEXT: Record<InstitutionType, string> = {
  university: 'university',
  technical: 'technical university',
  'business-school': 'business school',
  medical: 'medical university',
  college: 'college',
};

export function generateCities(universities: readonly UniversityInput[]): GeneratedCity[] {
  const cities = new Map<string, GeneratedCity>();
  for (const u of universities) {
    const key = `${u.countrySlug}/${slugify(u.city)}`;
    if (cities.has(key)) continue;
    const rules = COUNTRY_RULES[u.countrySlug];
    const fallback = LIVING_WITHOUT_CATALOGUE[u.countrySlug];
    const currency = rules?.currency ?? fallback?.currency;
    const monthly = rules ? (rules.cityLiving?.[u.city] ?? rules.monthlyLiving) : fallback?.monthly;
    if (!currency || monthly === undefined) throw new Error(`no living cost for ${u.city}, ${u.countrySlug}`);
    cities.set(key, {
      slug: slugify(u.city),
      name: u.city,
      countrySlug: u.countrySlug,
      monthlyLivingMinor: monthly * minorPerMajor(currency),
      currency,
    });
  }
  return [...cities.values()];
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function coursesText(bachelors: number, masters: number): string {
  const parts = [
    bachelors > 0 ? `${bachelors} bachelor’s` : '',
    masters > 0 ? `${masters} master’s` : '',
  ].filter(Boolean);
  return `${listText(parts)} ${bachelors + masters === 1 ? 'course' : 'courses'}`;
}

/** Overview text, intakes, scholarships and FAQs of each university, all derived from its catalogue facts. */
export function generateUniversityDetails(
  universities: readonly UniversityInput[],
  courses: readonly GeneratedCourse[],
): UniversityDetails[] {
  const byUniversity = new Map<string, GeneratedCourse[]>();
  for (const course of courses) {
    byUniversity.set(course.universitySlug, [...(byUniversity.get(course.universitySlug) ?? []), course]);
  }
  return universities.map((u) => {
    const own = byUniversity.get(u.slug) ?? [];
    const type = institutionTypeOf(u.slug, u.countrySlug);
    const country = findDestination(u.countrySlug)?.name ?? u.countrySlug;
    const rules = COUNTRY_RULES[u.countrySlug];
    const intakes = [...new Set(own.flatMap((c) => c.intakes))].sort((a, b) => a - b);
    const bachelors = own.filter((c) => c.educationLevel === 'BACHELORS').length;
    const masters = own.length - bachelors;
    const ranked = u.worldRanking
      ? ` It is placed around #${u.worldRanking} in the QS World University Rankings 2026.`
      : ' It is not placed in the QS World University Rankings 2026.';
    const about =
      own.length > 0
        ? `${u.name} is a ${TYPE_TEXT[type]} in ${u.city}, ${country}.${ranked} We list ${coursesText(bachelors, masters)} it teaches in English to international students, with tuition, intakes and the entrance and English tests each one accepts.`
        : `${u.name} is a ${TYPE_TEXT[type]} in ${u.city}, ${country}.${ranked} Its courses are not yet in our catalogue; a counsellor can tell you what it offers and how to apply.`;

    const faqs: Faq[] = [];
    if (intakes.length > 0) {
      faqs.push({
        question: `When are the intakes at ${u.name}?`,
        answer: `International students usually start in ${listText(intakes.map((m) => monthName(m)))}. Each course page shows the intakes of that course; apply six to nine months before the start.`,
      });
    }
    const tests = [...new Set(own.flatMap((c) => c.exams.map((e) => e.exam)))];
    if (tests.length > 0) {
      faqs.push({
        question: `Which tests does ${u.name} accept?`,
        answer: `Its courses accept ${listText(tests.map((t) => EXAMS[t].name))}. Minimum scores differ by course and are shown on each course page.`,
      });
    }
    if (own.length > 0 && rules) {
      const annual = own.map((c) =>
        c.feeType === 'annual'
          ? c.tuitionMinor
          : Math.round((c.tuitionMinor * 365) / Math.max(c.durationDays, 365)),
      );
      const min = Math.min(...annual);
      const max = Math.max(...annual);
      faqs.push({
        question: `How much does it cost to study at ${u.name}?`,
        answer:
          max === 0
            ? `${u.name} charges international students no tuition on the courses we list; you pay the semester contribution and living costs, about ${formatMoney(rules.monthlyLiving * minorPerMajor(rules.currency), rules.currency)} a month.`
            : `Tuition on the courses we list runs from about ${formatMoney(min, rules.currency)} to ${formatMoney(max, rules.currency)} a year, plus living costs of about ${formatMoney((rules.cityLiving?.[u.city] ?? rules.monthlyLiving) * minorPerMajor(rules.currency), rules.currency)} a month in ${u.city}.`,
      });
    }
    faqs.push({
      question: `Where is ${u.name}?`,
      answer: `${u.name} is in ${u.city}, ${country}. Its main campus is there, and the courses we list are taught on it.`,
    });

    return {
      slug: u.slug,
      citySlug: slugify(u.city),
      institutionType: type,
      campus: `${u.city} campus`,
      about,
      intakes,
      scholarships: [...(rules?.scholarships ?? [])],
      faqs,
    };
  });
}
