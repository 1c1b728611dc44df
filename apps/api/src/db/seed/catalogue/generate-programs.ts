import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { PrimaryCategorySlug } from '@meridian/domain/catalogue/categories';
import type { Money } from '@meridian/domain/catalogue/schemas';
import { findDestination } from '@meridian/domain/destinations';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { ACCELERATOR_UNIVERSITIES, ONLINE_YEAR_FEE_INR } from './accelerator-universities.ts';
import type { GeneratedCourse, UniversityInput } from './generate-courses.ts';

export interface GeneratedProgram {
  slug: string;
  title: string;
  degree: EducationLevel;
  primaryCategory: PrimaryCategorySlug;
  specialization: string;
  specializationName: string;
  universitySlug: string;
  countrySlug: string;
  about: string;
  highlights: string[];
  onlineDurationDays: number;
  onlineTuition: Money[];
  destinationDurationDays: number;
  destinationTuition: Money[];
  intakes: number[];
}

const ONLINE_DAYS = 365;
const PROGRAM_CATEGORIES: readonly PrimaryCategorySlug[] = [
  'computer-science',
  'data-science',
  'business-management',
  'engineering',
];
const PROGRAMS_PER_UNIVERSITY = 3;

/**
 * Accelerator programs: the first year of a destination university's course studied online from
 * India, the rest on campus. Built from the university's own catalogue courses so the destination
 * part's length and tuition are that course's.
 */
export function generatePrograms(
  universities: readonly UniversityInput[],
  courses: readonly GeneratedCourse[],
): GeneratedProgram[] {
  const out: GeneratedProgram[] = [];
  for (const slug of ACCELERATOR_UNIVERSITIES) {
    const university = universities.find((u) => u.slug === slug);
    if (!university) throw new Error(`accelerator university ${slug} is not in the catalogue`);
    const country = findDestination(university.countrySlug)?.name ?? university.countrySlug;
    const candidates = courses.filter(
      (c) =>
        c.universitySlug === slug &&
        PROGRAM_CATEGORIES.includes(c.primaryCategory) &&
        c.durationDays >= 2 * ONLINE_DAYS,
    );
    for (const course of candidates.slice(0, PROGRAMS_PER_UNIVERSITY)) {
      const destinationDays = course.durationDays - ONLINE_DAYS;
      const destinationMinor =
        course.feeType === 'annual'
          ? Math.round((course.tuitionMinor * destinationDays) / 365)
          : Math.round((course.tuitionMinor * destinationDays) / course.durationDays);
      out.push({
        slug: `${course.slug}-${slug}`,
        title: `${course.title}, ${university.name}`,
        degree: course.educationLevel,
        primaryCategory: course.primaryCategory,
        specialization: course.specialization,
        specializationName: course.specializationName,
        universitySlug: slug,
        countrySlug: university.countrySlug,
        about: `Study the first year of ${course.title} online from India with live evening classes, then finish the degree on campus at ${university.name} in ${university.city}, ${country}. You spend ${formatDuration(destinationDays).replace(/^Up to /, 'up to ')} abroad instead of ${formatDuration(course.durationDays).replace(/^Up to /, 'up to ')}, so you pay less tuition and living cost abroad. Moving on to campus depends on passing the online year and meeting the university’s admission and visa requirements.`,
        highlights: [
          `Online first year: ${formatDuration(ONLINE_DAYS)}, from India`,
          `On campus in ${university.city}: ${formatDuration(destinationDays)}`,
          `Same degree as students who study the whole course at ${university.name}`,
          `Counsellor support for the ${country} study visa before you travel`,
        ],
        onlineDurationDays: ONLINE_DAYS,
        onlineTuition: [{ amountMinor: ONLINE_YEAR_FEE_INR[course.educationLevel] * 100, currency: 'INR' }],
        destinationDurationDays: destinationDays,
        destinationTuition: [{ amountMinor: destinationMinor, currency: course.currency }],
        intakes: course.intakes,
      });
    }
  }
  return out;
}
