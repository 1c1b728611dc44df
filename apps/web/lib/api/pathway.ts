import { z } from 'zod';
import { CountryDetailResponse } from '@meridian/domain/country/schemas';
import { CountryLite } from '@meridian/domain/destination-schemas';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** GET {pathway}/country/detail/{slug}: the country page. */
export function getCountryDetail(api: ApiClient, slug: string): Promise<CountryDetailResponse> {
  return api.request('pathway', `/country/detail/${encodeURIComponent(slug)}`, {
    schema: CountryDetailResponse,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [`country:${slug}`] },
  });
}

/** GET {pathway}/countries/lite: id (iso3), name, slug of every destination. */
export function listCountriesLite(api: ApiClient): Promise<CountryLite[]> {
  return api.request('pathway', '/countries/lite', {
    schema: z.array(CountryLite),
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['countries'] },
  });
}
