import { ExchangeRate } from '@meridian/domain/country/schemas';
import {
  LookupList,
  type CityCountry,
  type LookupKind,
  type LookupOption,
} from '@meridian/domain/lookups/schemas';
import type { ApiClient } from './http-client.ts';

/** Reference data changes only with a release (the API caches it a day); an hour here is plenty. */
const REFERENCE_REVALIDATE_SECONDS = 3600;
const reference = { revalidate: REFERENCE_REVALIDATE_SECONDS, tags: ['lookups'] };

/** GET {pathway}/lookups/{kind}: a form's reference list (grading systems, states, classes, qualifications). */
export function getLookup(api: ApiClient, kind: LookupKind): Promise<LookupOption[]> {
  return api.request('pathway', `/lookups/${kind}`, { schema: LookupList, next: reference });
}

/** GET {pathway}/lookups/cities: a site country's cities, then Other. */
export function getCities(api: ApiClient, country: CityCountry): Promise<LookupOption[]> {
  return api.request('pathway', '/lookups/cities', {
    query: { country },
    schema: LookupList,
    next: reference,
  });
}

/** GET {pathway}/exchange-rates/{currency}: the rupee rate a region's fee estimates use. */
export function getExchangeRate(api: ApiClient, currency: string): Promise<ExchangeRate> {
  return api.request('pathway', `/exchange-rates/${encodeURIComponent(currency)}`, {
    schema: ExchangeRate,
    next: { revalidate: REFERENCE_REVALIDATE_SECONDS, tags: ['exchange-rates'] },
  });
}
