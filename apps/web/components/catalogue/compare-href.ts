/** The shareable address of a comparison of these courses. */
export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `/compare-courses?ids=${ids.join(',')}` : '/compare-courses';
}
