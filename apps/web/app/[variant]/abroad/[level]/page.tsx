import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ level: string }>;

/** /abroad/{level} and /abroad/courses: courses in every destination. */
export async function generateMetadata({ params }: { params: Params }) {
  return listingMetadata(await params);
}

export default async function AbroadLevelPage({ params }: { params: Params }) {
  return <ListingRoute path={await params} />;
}
