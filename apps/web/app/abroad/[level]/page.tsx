import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

type Params = Promise<{ level: string }>;

/** /abroad/{level} and /abroad/courses: courses in every destination. */
export async function generateMetadata({ params }: { params: Params }) {
  return listingMetadata(await params);
}

export default async function AbroadLevelPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  return <ListingRoute path={await params} searchParams={searchParams} />;
}
