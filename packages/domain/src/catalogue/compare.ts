/** A comparison shows up to three courses side by side. */
export const MAX_COMPARED = 3;

/** A comparison needs two courses at least: fewer, and there is nothing to set side by side. */
export const MIN_COMPARED = 2;

/** The compare button's words: "Compare 2 courses"; with fewer than two picks, what is missing. */
export function compareButtonText(picked: number): string {
  if (picked < MIN_COMPARED)
    return picked === 1 ? 'Pick one more course to compare' : 'Pick two courses to compare';
  return `Compare ${picked} courses`;
}

/** What the `ids` of a compare link hold, once read. */
export interface CompareLink {
  /** Distinct course ids, at most three, in the order given. */
  ids: number[];
  /** Parts that are not course ids ("abc", "-1", "1e3"), ignored. */
  malformed: number;
  /** Distinct ids after the third, left out. */
  overflow: number;
}

const COURSE_ID = /^[1-9]\d{0,8}$/;

/**
 * Reads a compare link leniently, since links are shared, pasted and cut short: empty parts are
 * skipped and repeats count once; parts that are not ids, and ids past the third, are left out and
 * counted so the page can say so.
 */
export function readCompareLink(text: string | undefined): CompareLink {
  const ids: number[] = [];
  const extra = new Set<number>();
  let malformed = 0;
  for (const part of (text ?? '').split(',')) {
    const token = part.trim();
    if (token === '') continue;
    if (!COURSE_ID.test(token)) {
      malformed += 1;
      continue;
    }
    const id = Number(token);
    if (ids.includes(id)) continue;
    if (ids.length < MAX_COMPARED) ids.push(id);
    else extra.add(id);
  }
  return { ids, malformed, overflow: extra.size };
}
