import type {
  CourseNameSearchResponse,
  NameSearchQuery,
  UniversitySearchQuery,
  UniversitySearchResponse,
} from '@meridian/domain/catalogue/schemas';
import { pageWindow } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { searchCourseTitles, searchUniversities, type NameSearch } from './repo.ts';

/** "Univ. of Tor" → ["univ", "of", "tor"]: accents dropped, only letters and digits reach the query. */
export function searchWordsOf(term: string): string[] {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function options(query: NameSearchQuery): NameSearch {
  return { words: searchWordsOf(query.searchTerm), ...pageWindow(query) };
}

export async function searchUniversityNames(
  db: Db,
  query: UniversitySearchQuery,
): Promise<UniversitySearchResponse> {
  const search = options(query);
  const scope = {
    ...(query.countryCode ? { countryIso3: query.countryCode } : {}),
    ...(query.educationLevel ? { educationLevel: query.educationLevel } : {}),
  };
  // A term of punctuation alone ("--") names nothing to look for.
  return { items: search.words.length === 0 ? [] : await searchUniversities(db, { ...search, ...scope }) };
}

export async function searchCourseNames(db: Db, query: NameSearchQuery): Promise<CourseNameSearchResponse> {
  const search = options(query);
  return { items: search.words.length === 0 ? [] : await searchCourseTitles(db, search) };
}
