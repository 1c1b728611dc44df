/** SPEC.md §2: the site lives under this base path; `routes/site-routes.ts` builds every address in it. */
export const BASE_PATH = '/study-abroad';
