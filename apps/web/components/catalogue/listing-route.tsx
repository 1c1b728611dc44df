import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingHeading, resolveListingScope } from '@meridian/domain/catalogue/listing-scope';
import { siteRoutes, type CourseListingAddress } from '@meridian/domain/routes/site-routes';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { CourseListing, readListingRequest } from './course-listing.tsx';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';

export type ListingPath = CourseListingAddress;

function scopeOrNotFound(path: ListingPath) {
  const scope = resolveListingScope(path);
  if (!scope) notFound();
  return scope;
}

/** Metadata of every course listing route (`/{country}/{level}[/{subject}]`, `/abroad/…`). */
export async function listingMetadata(path: ListingPath): Promise<Metadata> {
  const scope = scopeOrNotFound(path);
  const heading = listingHeading(scope, scope.specialization?.replace(/-/g, ' '));
  const { currencyName } = REGION_CONFIG[await currentRegion()];
  return pageMetadata({
    title: heading,
    description: `${heading}: compare tuition in ${currencyName}, duration, intakes and the tests each course accepts, with filters you can share as a link.`,
    path: siteRoutes.courseListing(path),
  });
}

export async function ListingRoute({ path }: { path: ListingPath }) {
  const scope = scopeOrNotFound(path);
  const request = await readListingRequest(contentSearchParams());
  return <CourseListing scope={scope} request={request} path={siteRoutes.courseListing(path)} />;
}
