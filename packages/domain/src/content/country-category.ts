/** A destination's guides share one article category, named after it. */
const PREFIX = 'study-in-';

/**
 * The article category of a destination's guides (`usa` → `study-in-usa`): the mega-menu's view-all
 * link, the country page's top reads and an article's trending links all read the same one.
 */
export const countryCategorySlug = (countrySlug: string): string => `${PREFIX}${countrySlug}`;

/** The destination an article category is about (`study-in-usa` → `usa`), or none for any other category. */
export function countryOfCategory(categorySlug: string): string | undefined {
  return categorySlug.startsWith(PREFIX) && categorySlug.length > PREFIX.length
    ? categorySlug.slice(PREFIX.length)
    : undefined;
}
