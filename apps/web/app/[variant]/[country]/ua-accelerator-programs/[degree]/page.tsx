import { ProgramListing, programListingMetadata } from '@/components/catalogue/program-listing.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string; degree: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return programListingMetadata(await params);
}

export default async function CountryDegreeProgramsPage({ params }: { params: Params }) {
  return <ProgramListing path={await params} />;
}
