import { UniversityListing, universityListingMetadata } from '@/components/catalogue/university-listing.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ level: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return universityListingMetadata(await params);
}

export default async function UniversitiesByLevelPage({ params }: { params: Params }) {
  return <UniversityListing path={await params} />;
}
