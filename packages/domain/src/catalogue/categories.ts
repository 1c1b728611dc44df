// Without zod: the browser lists the categories on every page; the schema is in category-schema.ts.

/** Primary categories (streams) a course is listed under; slugs appear in URLs such as `/usa/courses/{slug}`. */
export const PRIMARY_CATEGORIES = [
  { slug: 'computer-science', name: 'Computer Science and IT' },
  { slug: 'data-science', name: 'Data Science and Analytics' },
  { slug: 'engineering', name: 'Engineering' },
  { slug: 'business-management', name: 'Business and Management' },
  { slug: 'finance-accounting', name: 'Finance and Accounting' },
  { slug: 'medicine-health', name: 'Medicine and Health' },
  { slug: 'life-sciences', name: 'Life Sciences' },
  { slug: 'law', name: 'Law' },
  { slug: 'architecture-design', name: 'Architecture and Design' },
  { slug: 'social-sciences', name: 'Social Sciences and Humanities' },
  { slug: 'media-communication', name: 'Media and Communication' },
  { slug: 'hospitality-tourism', name: 'Hospitality and Tourism' },
] as const;

export type PrimaryCategorySlug = (typeof PRIMARY_CATEGORIES)[number]['slug'];

export function findCategory(slug: string) {
  return PRIMARY_CATEGORIES.find((c) => c.slug === slug);
}
