import { BASE_PATH } from '@meridian/domain/base-path';
import { coachingPageSlug, type CityDirectory } from '@meridian/domain/content/directory';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { DirectoryListings } from './directory-listings.tsx';

export const DIRECTORY_COPY = {
  consultant: {
    hubName: 'Study abroad consultants',
    hubPath: `${BASE_PATH}/consultant`,
    heading: (city: string) => `Study abroad consultants in ${city}`,
    cityPath: (slug: string) => `${BASE_PATH}/consultant/${slug}`,
  },
  'ielts-coaching': {
    hubName: 'IELTS',
    hubPath: `${BASE_PATH}/exam/ielts`,
    heading: (city: string) => `IELTS coaching centres in ${city}`,
    cityPath: (slug: string) => `${BASE_PATH}/exam/ielts/${coachingPageSlug(slug)}`,
  },
} as const;

/** A city's consultants or IELTS coaching centres: the listings, then nearby cities. */
export async function CityDirectoryPage({ directory }: { directory: CityDirectory }) {
  const copy = DIRECTORY_COPY[directory.kind];
  const origin = await requestOrigin();
  const path = copy.cityPath(directory.city.slug);
  const heading = copy.heading(directory.city.name);
  const crumbs = [
    { name: 'Study abroad', path: BASE_PATH },
    { name: copy.hubName, path: copy.hubPath },
    { name: heading, path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{heading}</h1>
      <p>{directory.intro}</p>
      <DirectoryListings
        listings={directory.listings}
        pageUrl={`${origin}${path}`}
        image={`${origin}${BASE_PATH}/icon.svg`}
      />
      {directory.nearbyCities.length > 0 && (
        <nav aria-labelledby="nearby-title">
          <h2 id="nearby-title">Nearby cities</h2>
          <ul>
            {directory.nearbyCities.map((city) => (
              <li key={city.slug}>
                <a href={copy.cityPath(city.slug)}>{copy.heading(city.name)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
