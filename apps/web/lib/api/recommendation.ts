import { CourseNameSearchResponse, UniversitySearchResponse } from '@meridian/domain/catalogue/schemas';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/**
 * GET {recommendation}/search/university (page 1, size 500), kept to the listing's country and
 * level when it has them (unset ones are not sent).
 */
export function searchUniversities(
  api: ApiClient,
  searchTerm: string,
  scope: { countryCode?: string | undefined; educationLevel?: EducationLevel | undefined } = {},
): Promise<UniversitySearchResponse> {
  return api.request('recommendation', '/search/university', {
    query: { searchTerm, ...scope, page: 1, size: PAGE_SIZES.nameSearch },
    schema: UniversitySearchResponse,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['universities'] },
  });
}

/** GET {recommendation}/search/name (page 1, size 500). */
export function searchCourseNames(api: ApiClient, searchTerm: string): Promise<CourseNameSearchResponse> {
  return api.request('recommendation', '/search/name', {
    query: { searchTerm, page: 1, size: PAGE_SIZES.nameSearch },
    schema: CourseNameSearchResponse,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['courses'] },
  });
}
