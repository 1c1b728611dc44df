import { ScholarshipList, type ScholarshipQuery } from '@meridian/domain/content/scholarships';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** GET {cms}/pathway/scholarship: the finder's matches and every country that has scholarships. */
export function findScholarships(api: ApiClient, query: ScholarshipQuery): Promise<ScholarshipList> {
  return api.request('cms', '/pathway/scholarship', {
    query,
    schema: ScholarshipList,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['scholarships'] },
  });
}
