import type {
  CourseNameSearchResponse,
  NameSearchQuery,
  UniversitySearchResponse,
} from '@meridian/domain/catalogue/schemas';
import type { Db } from '../../../db/client.ts';
import { searchCourseTitles, searchUniversities } from './repo.ts';

/** "univ of tor" → "univ:* & of:* & tor:*"; only letters and digits reach the query text. */
export function prefixQueryOf(term: string): string | null {
  const words = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

function options(query: NameSearchQuery) {
  const term = query.searchTerm.toLowerCase();
  return { term, prefixQuery: prefixQueryOf(term), offset: query.page * query.size, limit: query.size };
}

export async function searchUniversityNames(
  db: Db,
  query: NameSearchQuery,
): Promise<UniversitySearchResponse> {
  return { items: await searchUniversities(db, options(query)) };
}

export async function searchCourseNames(db: Db, query: NameSearchQuery): Promise<CourseNameSearchResponse> {
  return { items: await searchCourseTitles(db, options(query)) };
}
