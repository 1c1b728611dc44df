import { findDestination } from '../destinations.ts';
import type { CourseFilter } from './course-filter.ts';
import { findCategory } from './categories.ts';
import { LEVEL_NAMES, levelFromSlug } from './levels.ts';
import { SLUG_IN_ADDRESS } from '../content/slug.ts';

/**
 * What a discovery path fixes before any filter: `/usa/masters/data-science`,
 * `/abroad/courses/engineering`, `/canada/bachelors`. The level segment is `bachelors`, `masters`
 * or `courses` (both levels); the subject is a primary category or, failing that, a specialization.
 */
export interface ListingScope {
  filter: CourseFilter;
  countryName: string | null;
  levelName: string | null;
  categoryName: string | null;
  /** Set when the subject is not a category: the page names it once results show its label. */
  specialization: string | null;
}

export function resolveListingScope(path: {
  country?: string;
  level: string;
  subject?: string;
}): ListingScope | undefined {
  const destination = path.country === undefined ? undefined : findDestination(path.country);
  if (path.country !== undefined && !destination) return undefined;
  const level = path.level === 'courses' ? undefined : levelFromSlug(path.level);
  if (path.level !== 'courses' && !level) return undefined;
  if (path.subject !== undefined && !SLUG_IN_ADDRESS.test(path.subject)) return undefined;
  const category = path.subject === undefined ? undefined : findCategory(path.subject);
  const specialization = path.subject !== undefined && !category ? path.subject : null;
  const filter: CourseFilter = {
    ...(destination ? { country: [destination.slug] } : {}),
    ...(level ? { educationLevel: level } : {}),
    ...(category ? { primaryCategory: [category.slug] } : {}),
    ...(specialization ? { specialization } : {}),
  };
  return {
    filter,
    countryName: destination?.name ?? null,
    levelName: level ? LEVEL_NAMES[level] : null,
    categoryName: category?.name ?? null,
    specialization,
  };
}

/**
 * Whether a site path (base path aside) is a course listing, `/abroad/{level}[/{subject}]` or
 * `/{country}/{level}[/{subject}]`: the only pages that read a course filter and sort.
 */
export function isCourseListingPath(pathname: string): boolean {
  const [first, level, subject, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined || level === undefined || rest.length > 0) return false;
  const where = first === 'abroad' ? {} : { country: first };
  return (
    resolveListingScope({ ...where, level, ...(subject === undefined ? {} : { subject }) }) !== undefined
  );
}

/** The path's scope wins over the same fields in a shared filter, so `/usa/…` always lists the USA. */
export function applyScope(filter: CourseFilter, scope: ListingScope): CourseFilter {
  return { ...filter, ...scope.filter };
}

/** "Masters in Data Science and Analytics in USA", "Courses abroad", "Bachelors in Canada". */
export function listingHeading(scope: ListingScope, specializationName?: string): string {
  const what = scope.levelName ?? 'Courses';
  const subject = scope.categoryName ?? specializationName;
  const where = scope.countryName ? `in ${scope.countryName}` : 'abroad';
  return subject ? `${what} in ${subject} ${where}` : `${what} ${where}`;
}
