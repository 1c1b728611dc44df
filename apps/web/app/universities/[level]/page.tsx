import { UniversityListing, universityListingMetadata } from '@/components/catalogue/university-listing.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

type Params = Promise<{ level: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return universityListingMetadata(await params);
}

export default async function UniversitiesByLevelPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  return <UniversityListing path={await params} searchParams={searchParams} />;
}
