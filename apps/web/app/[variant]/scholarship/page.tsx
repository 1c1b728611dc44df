import { scholarshipQueryFromSearch } from '@meridian/domain/content/scholarships';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { findScholarships } from '@/lib/api/scholarships.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { ScholarshipFilters } from './scholarship-filters.tsx';
import { ScholarshipResults } from './scholarship-results.tsx';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata() {
  return pageMetadata({
    title: `Scholarship Finder for ${await regionDemonym()} Students`,
    description:
      'Find scholarships to study abroad by country, level and amount: Chevening, Rhodes, Gates Cambridge, GREAT, DAAD, Fulbright-Nehru and more, with eligibility and deadlines.',
    path: siteRoutes.scholarships(),
  });
}

/** `/scholarship`: the finder. Filters live in the URL, so a search is a link to share or reload. */
export default async function ScholarshipFinderPage({ searchParams }: { searchParams: SearchParams }) {
  const query = scholarshipQueryFromSearch(await searchParams);
  const result = await findScholarships(contentApi(), query);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Scholarship finder', path: siteRoutes.scholarships() },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>Scholarship finder</h1>
      <p>
        Scholarships {await regionDemonym()} students can apply for, with what they pay, who can apply and
        when. Choose a country, level and amount; amounts are the yearly value in rupees, approximately.
      </p>
      <ScholarshipFilters query={query} countries={result.countries} />
      <ScholarshipResults
        items={result.items}
        filtered={Object.keys(query).length > 0}
        clearHref={sitePath(siteRoutes.scholarships())}
      />
      <p>
        Read every scholarship guide in{' '}
        <a href={sitePath(siteRoutes.articleCategory('scholarships'))}>Scholarship articles</a>.
      </p>
    </>
  );
}
