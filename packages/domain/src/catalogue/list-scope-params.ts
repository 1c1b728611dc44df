import { z } from 'zod';
import { DESTINATIONS } from '../destinations.ts';
import type { CourseFilter } from './course-filter.ts';
import { EducationLevel } from './level-schema.ts';
import { isAbsentListValue } from './list-request.ts';

/** SPEC.md §5: null, "null" or an empty value means the caller did not scope the list. */
function dropAbsent(value: unknown): unknown {
  return isAbsentListValue(value) ? undefined : value;
}

/** `countryCode` of list calls: a destination's iso3 (SPEC.md §3), any case, e.g. `CAN`. */
export const ListCountryCode = z.preprocess(
  dropAbsent,
  z
    .string()
    .trim()
    .transform((code, ctx) => {
      const destination = DESTINATIONS.find((d) => d.iso3.toLowerCase() === code.toLowerCase());
      if (destination) return destination.iso3;
      ctx.addIssue({ code: 'custom', message: 'must be the iso3 code of a study destination' });
      return z.NEVER;
    })
    .optional(),
);

/** `educationLevel` of list calls: BACHELORS or MASTERS, any case. */
export const ListEducationLevel = z.preprocess((value) => {
  const present = dropAbsent(value);
  return typeof present === 'string' ? present.trim().toUpperCase() : present;
}, EducationLevel.optional());

/** The two plain scope parameters SPEC.md §7 gives list calls besides page and length. */
export const ListScopeParams = { countryCode: ListCountryCode, educationLevel: ListEducationLevel };

/**
 * Course list calls take the scope both as SPEC.md's plain parameters and inside the encoded
 * filter; the parameters narrow the filter. A parameter the filter contradicts (filter Canada,
 * countryCode USA) would silently list nothing, so it is refused, naming the parameter.
 */
export function scopedCourseFilter(
  query: {
    filter: CourseFilter;
    countryCode?: string | undefined;
    educationLevel?: EducationLevel | undefined;
  },
  ctx: z.RefinementCtx,
): CourseFilter {
  const filter = { ...query.filter };
  if (query.countryCode) {
    const slug = DESTINATIONS.find((d) => d.iso3 === query.countryCode)!.slug;
    if (filter.country && !filter.country.includes(slug)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'is not among the filter’s countries' });
    }
    filter.country = [slug];
  }
  if (query.educationLevel) {
    if (filter.educationLevel && filter.educationLevel !== query.educationLevel) {
      ctx.addIssue({ code: 'custom', path: ['educationLevel'], message: 'differs from the filter’s level' });
    }
    filter.educationLevel = query.educationLevel;
  }
  return filter;
}
