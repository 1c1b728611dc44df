import { UniversityListing, universityListingMetadata } from '@/components/catalogue/university-listing.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return universityListingMetadata(await params);
}

export default async function CountryUniversitiesPage({ params }: { params: Params }) {
  return <UniversityListing path={await params} />;
}
