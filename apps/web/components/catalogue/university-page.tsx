import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { siteRoutes, siteUrl, type UniversityAddress } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getUniversityOverview } from '@/lib/api/catalogue.ts';
import { listUpcomingWebinars } from '@/lib/api/webinars.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { breadcrumbLd, collegeOrUniversityLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { UniversityOverview } from './university-overview.tsx';
import { universityCrumbs } from './university-crumbs.ts';
import { SLUG_IN_ADDRESS } from '@meridian/domain/content/slug';

/**
 * The overview of a university that must be in the destination the URL names. Any other spelling
 * of its address — `{slug}-{id}` (the footer form of SPEC.md §2), capitals — is sent on, with a 308,
 * to the canonical page: `route` names the university's page being asked for (overview, courses, a course).
 */
export async function loadUniversity(
  countrySlug: string,
  address: string,
  route: (u: UniversityAddress) => string = siteRoutes.university,
) {
  const wanted = address.toLowerCase();
  // A segment that cannot be a university address is not one: no need to ask the API.
  if (!SLUG_IN_ADDRESS.test(wanted)) notFound();
  const university = await orNotFound(getUniversityOverview(contentApi(), wanted));
  if (university.country.slug !== countrySlug.toLowerCase()) notFound();
  if (university.slug !== address || university.country.slug !== countrySlug) {
    permanentRedirect(route(university));
  }
  return university;
}

export async function universityMetadata(countrySlug: string, slug: string): Promise<Metadata> {
  const u = await loadUniversity(countrySlug, slug);
  return pageMetadata({
    title: `${u.name}: courses, fees, ranking and intakes`,
    description: u.about,
    path: siteRoutes.university(u),
  });
}

/** Used by /university/{country}/{name} and /{country}/universities/{slug}; both point canonical at the first. */
export async function UniversityPage({ countrySlug, slug }: { countrySlug: string; slug: string }) {
  // The webinars are asked for by the university's own address once it is known: another spelling
  // (`Stanford-University`) redirects, and the webinar API would refuse it first, failing the page.
  const u = await loadUniversity(countrySlug, slug);
  const [webinars, viewer] = await Promise.all([
    listUpcomingWebinars(contentApi(), { university: u.slug }),
    currentRegion().then(viewerRate),
  ]);
  const origin = await requestOrigin();
  const url = siteUrl(origin, siteRoutes.university(u));
  return (
    <>
      <JsonLd
        data={collegeOrUniversityLd({
          name: u.name,
          city: u.city.name,
          countryName: u.country.name,
          url,
          description: u.about,
        })}
      />
      <JsonLd data={breadcrumbLd(universityCrumbs(u), origin)} />
      {u.faqs.length > 0 && <JsonLd data={faqPageLd(u.faqs)} />}
      <UniversityOverview university={u} webinars={webinars} viewer={viewer} />
    </>
  );
}
