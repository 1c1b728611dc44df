import { CityDirectory, DirectoryCities, type DirectoryKind } from '@meridian/domain/content/directory';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

const cached = { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['directory'] } };

/** GET {cms}/directory/{kind}: the cities with consultants or IELTS coaching centres. */
export function listDirectoryCities(api: ApiClient, kind: DirectoryKind): Promise<DirectoryCities> {
  return api.request('cms', `/directory/${kind}`, { schema: DirectoryCities, ...cached });
}

/** GET {cms}/directory/{kind}/{city}. */
export function getCityDirectory(api: ApiClient, kind: DirectoryKind, city: string): Promise<CityDirectory> {
  return api.request('cms', `/directory/${kind}/${encodeURIComponent(city)}`, {
    schema: CityDirectory,
    ...cached,
  });
}
