/** As the site's content pages: the same for everyone, fresh within a minute of a publish. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Reference data that changes only with a release: a day, and an hour's grace while it refreshes. */
export const REFERENCE_DATA_CACHE = 'public, max-age=86400, stale-while-revalidate=3600';

/** Editors' page rules: the same for every visitor of a variant, kept as long as the API keeps them (30 s). */
export const PAGE_RULES_CACHE = 'public, max-age=30';
