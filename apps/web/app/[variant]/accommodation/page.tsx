import { notFound } from 'next/navigation';
import { moveInMonths } from '@meridian/domain/content/enquiries';
import { contactConsentText } from '@meridian/domain/lead/consent';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getAccommodation } from '@/lib/api/accommodation.ts';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { AccommodationCard } from './accommodation-card.tsx';
import styles from './accommodation.module.css';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function chosenCity(searchParams: SearchParams) {
  const { city } = await searchParams;
  const { cities } = await getAccommodation(contentApi());
  return { city, cities, chosen: typeof city === 'string' ? cities.find((c) => c.slug === city) : undefined };
}

/** A city's page (`?city=`) is its own page for search engines: its own title and canonical. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const { chosen } = await chosenCity(searchParams);
  if (chosen) {
    return pageMetadata({
      title: `Student Accommodation in ${chosen.name}, ${chosen.countryName}`,
      description: `Student rooms and studios near universities in ${chosen.name}: weekly rent, bills, distance to campus, and an enquiry per listing.`,
      path: siteRoutes.accommodation(chosen.slug),
    });
  }
  return pageMetadata({
    title: 'Student Accommodation Abroad Near Universities',
    description:
      'Student rooms and studios near universities in London, Manchester, Toronto, Melbourne, Sydney, Boston, Dublin and Munich: weekly rent, bills, distance to campus, and an enquiry per listing.',
    path: siteRoutes.accommodation(),
  });
}

/** `/accommodation`: listings by city; `?city=` narrows to one city (a link to share). */
export default async function AccommodationPage({ searchParams }: { searchParams: SearchParams }) {
  const { city, cities, chosen } = await chosenCity(searchParams);
  if (city !== undefined && !chosen) notFound();
  const shown = chosen ? [chosen] : cities;
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Accommodation', path: siteRoutes.accommodation() },
  ];
  const enquiry = {
    defaultCountry: await defaultDialCountry(),
    phoneOptions: phoneCountryOptions(),
    consentText: contactConsentText(brand().name),
    months: moveInMonths(new Date()),
  };
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{chosen ? `Student accommodation in ${chosen.name}` : 'Student accommodation abroad'}</h1>
      <p>
        Rooms and studios our students have rented near their universities, with the weekly rent, what the
        bills cover and how far it is to campus. Ask about a listing and our accommodation team will check
        availability for your move-in month.
      </p>
      <nav aria-label="Cities" className={styles.cities}>
        <ul>
          <li>
            <a href={sitePath(siteRoutes.accommodation())} aria-current={chosen ? undefined : 'page'}>
              All cities
            </a>
          </li>
          {cities.map((c) => (
            <li key={c.slug}>
              <a
                href={sitePath(siteRoutes.accommodation(c.slug))}
                aria-current={chosen?.slug === c.slug ? 'page' : undefined}
              >
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((c) => (
        <section key={c.slug} aria-labelledby={`city-${c.slug}`}>
          <h2 id={`city-${c.slug}`}>
            {c.name}, {c.countryName}
          </h2>
          <ul className={styles.listings}>
            {c.listings.map((listing) => (
              <AccommodationCard key={listing.id} listing={listing} enquiry={enquiry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
