// Apart from the schemas: the header's search box, on every page, needs only the longest query.

/** Longest query read; a longer one is refused with 400 (the box never sends one). */
export const MAX_SEARCH_QUERY_LENGTH = 200;
export const MAX_SEARCH_RESULTS = 20;
