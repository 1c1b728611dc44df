import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string; level: string }>;

/** /{country}/{level} and /{country}/courses: courses of one destination. */
export async function generateMetadata({ params }: { params: Params }) {
  return listingMetadata(await params);
}

export default async function CountryLevelPage({ params }: { params: Params }) {
  return <ListingRoute path={await params} />;
}
