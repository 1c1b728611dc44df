import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

type Params = Promise<{ country: string; level: string }>;

/** /{country}/{level} and /{country}/courses: courses of one destination. */
export async function generateMetadata({ params }: { params: Params }) {
  return listingMetadata(await params);
}

export default async function CountryLevelPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  return <ListingRoute path={await params} searchParams={searchParams} />;
}
