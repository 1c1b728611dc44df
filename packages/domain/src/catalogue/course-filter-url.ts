/*
 * A course filter in a listing's URL, apart from the filter's schema (course-filter.ts) so the
 * listing's filter controls build addresses in the browser without loading a schema library.
 */

export const COURSE_SORTS = ['ranking', 'fee-asc', 'fee-desc', 'duration'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64(encoded: string): string {
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Drops empty values so equal filters always give the same, shortest URL. */
export function compactFilter<Filter extends object>(filter: Filter): Filter {
  const entries = Object.entries(filter).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as Filter;
}

/** URL-safe base64 of the filter's JSON; an empty filter encodes to the empty string. */
export function encodeCourseFilter(filter: object): string {
  const compact = compactFilter(filter);
  return Object.keys(compact).length === 0 ? '' : toBase64Url(JSON.stringify(compact));
}
