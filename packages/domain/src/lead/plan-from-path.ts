import { DESTINATIONS } from '../destinations.ts';
import { PRIMARY_CATEGORIES } from '../catalogue/categories.ts';

/**
 * What a page says of the student's plan: the country it is about, the level of its courses and,
 * from a link that names it, the subject (its name).
 */
export interface PagePlan {
  country?: string;
  level?: 'BACHELORS' | 'MASTERS';
  subject?: string;
}

const countryNamed = (slug: string | null | undefined) =>
  DESTINATIONS.find((d) => d.slug === slug && d.iso3 !== 'other')?.name;

const LEVELS = new Map<string, PagePlan['level']>([
  ['bachelors', 'BACHELORS'],
  ['masters', 'MASTERS'],
]);

/**
 * The plan a lead form starts from on a page (a form prefilled, never fixed): `/germany/masters/…`
 * is Germany and a master's, `/abroad/bachelors` a bachelor's anywhere, `/usa` the USA. The site's
 * base path is left off. A country the form does not offer is the caller's to drop.
 */
export function planFromPath(pathname: string): PagePlan {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const country = countryNamed(first);
  const level = [first, ...rest].map((segment) => LEVELS.get(segment ?? '')).find(Boolean);
  return { ...(country ? { country } : {}), ...(level ? { level } : {}) };
}

/** How a link to the enquiry names the plan of the page it is on, in its query (all slugs). */
export interface PlanQuery {
  country?: string;
  level?: 'bachelors' | 'masters';
  subject?: string;
}

/**
 * The plan a link to the enquiry carries (`/enquiry?country=germany&level=masters&subject=
 * computer-science`), read as a page's plan; what names no destination, level or subject is left out.
 */
export function planFromQuery(search: string): PagePlan {
  const query = new URLSearchParams(search);
  const country = countryNamed(query.get('country'));
  const level = LEVELS.get(query.get('level') ?? '');
  const subject = PRIMARY_CATEGORIES.find((c) => c.slug === query.get('subject'))?.name;
  return { ...(country ? { country } : {}), ...(level ? { level } : {}), ...(subject ? { subject } : {}) };
}
