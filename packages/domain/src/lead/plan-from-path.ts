import { DESTINATIONS } from '../destinations.ts';

/** What a page says of the student's plan: the country it is about and the level of its courses. */
export interface PagePlan {
  country?: string;
  level?: 'BACHELORS' | 'MASTERS';
}

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
  const country = DESTINATIONS.find((d) => d.slug === first && d.iso3 !== 'other')?.name;
  const level = [first, ...rest].map((segment) => LEVELS.get(segment ?? '')).find(Boolean);
  return { ...(country ? { country } : {}), ...(level ? { level } : {}) };
}
