/**
 * The longest path segment either app routes: the longest slug column (courses, 200 characters).
 * The API answers a longer one 414; the web app answers 404 before asking (no such address).
 */
export const MAX_PATH_SEGMENT_LENGTH = 200;
