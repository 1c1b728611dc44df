/** SPEC.md §2: the site lives under this base path. */
export const BASE_PATH = '/study-abroad';
export const NOT_FOUND_PATH = `${BASE_PATH}/404`;
