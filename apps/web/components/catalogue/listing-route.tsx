import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingHeading, resolveListingScope } from '@meridian/domain/catalogue/listing-scope';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';
import { CourseListing, readListingRequest } from './course-listing.tsx';

export interface ListingPath {
  country?: string;
  level: string;
  subject?: string;
}

function urlOf(path: ListingPath): string {
  return `/${[path.country ?? 'abroad', path.level, path.subject].filter(Boolean).join('/')}`;
}

function scopeOrNotFound(path: ListingPath) {
  const scope = resolveListingScope(path);
  if (!scope) notFound();
  return scope;
}

/** Metadata of every course listing route (`/{country}/{level}[/{subject}]`, `/abroad/…`). */
export async function listingMetadata(path: ListingPath): Promise<Metadata> {
  const scope = scopeOrNotFound(path);
  const heading = listingHeading(scope, scope.specialization?.replace(/-/g, ' '));
  return pageMetadata({
    title: heading,
    description: `${heading}: compare tuition in rupees, duration, intakes and the tests each course accepts, with filters you can share as a link.`,
    path: `/study-abroad${urlOf(path)}`,
  });
}

export async function ListingRoute({
  path,
  searchParams,
}: {
  path: ListingPath;
  searchParams: SearchParams;
}) {
  const scope = scopeOrNotFound(path);
  const request = await readListingRequest(searchParams);
  return <CourseListing scope={scope} request={request} path={urlOf(path)} />;
}
