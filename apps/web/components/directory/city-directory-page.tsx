import type { CityDirectory } from '@meridian/domain/content/directory';
import { sitePath, siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { DirectoryListings } from './directory-listings.tsx';

export const DIRECTORY_COPY = {
  consultant: {
    hubName: 'Study abroad consultants',
    hubPath: siteRoutes.consultants(),
    heading: (city: string) => `Study abroad consultants in ${city}`,
    cityPath: siteRoutes.consultantsIn,
  },
  'ielts-coaching': {
    hubName: 'IELTS',
    hubPath: siteRoutes.exam('ielts'),
    heading: (city: string) => `IELTS coaching centres in ${city}`,
    cityPath: siteRoutes.coachingCentres,
  },
} as const;

/** A city's consultants or IELTS coaching centres: the listings, then nearby cities. */
export async function CityDirectoryPage({ directory }: { directory: CityDirectory }) {
  const copy = DIRECTORY_COPY[directory.kind];
  const origin = await requestOrigin();
  const path = copy.cityPath(directory.city.slug);
  const heading = copy.heading(directory.city.name);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
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
        pageUrl={siteUrl(origin, path)}
        image={siteUrl(origin, siteRoutes.icon())}
      />
      {directory.nearbyCities.length > 0 && (
        <nav aria-labelledby="nearby-title">
          <h2 id="nearby-title">Nearby cities</h2>
          <ul>
            {directory.nearbyCities.map((city) => (
              <li key={city.slug}>
                <a href={sitePath(copy.cityPath(city.slug))}>{copy.heading(city.name)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
