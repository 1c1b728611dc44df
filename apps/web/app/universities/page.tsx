import { UniversityListing, universityListingMetadata } from '@/components/catalogue/university-listing.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

export async function generateMetadata() {
  return universityListingMetadata({});
}

export default async function UniversitiesPage({ searchParams }: { searchParams: SearchParams }) {
  return <UniversityListing path={{}} searchParams={searchParams} />;
}
