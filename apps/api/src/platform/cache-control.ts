/** As the site's content pages: the same for everyone, fresh within a minute of a publish. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Reference data that changes only with a release: a day, and an hour's grace while it refreshes. */
export const REFERENCE_DATA_CACHE = 'public, max-age=86400, stale-while-revalidate=3600';
