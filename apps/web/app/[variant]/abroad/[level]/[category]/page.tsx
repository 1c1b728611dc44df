import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ level: string; category: string }>;

/** /abroad/{level}/{category}, /abroad/courses/{category}, /abroad/masters|bachelors/{subject}. */
export async function generateMetadata({ params }: { params: Params }) {
  const { level, category } = await params;
  return listingMetadata({ level, subject: category });
}

export default async function AbroadCategoryPage({ params }: { params: Params }) {
  const { level, category } = await params;
  return <ListingRoute path={{ level, subject: category }} />;
}
