import { ListingRoute, listingMetadata } from '@/components/catalogue/listing-route.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string; level: string; category: string }>;

/** /{country}/{level}/{category}, /{country}/courses/{category} and /{country}/masters/{subject}. */
export async function generateMetadata({ params }: { params: Params }) {
  const { country, level, category } = await params;
  return listingMetadata({ country, level, subject: category });
}

export default async function CountryCategoryPage({ params }: { params: Params }) {
  const { country, level, category } = await params;
  return <ListingRoute path={{ country, level, subject: category }} />;
}
