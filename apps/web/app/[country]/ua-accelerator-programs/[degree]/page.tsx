import { ProgramListing, programListingMetadata } from '@/components/catalogue/program-listing.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

type Params = Promise<{ country: string; degree: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return programListingMetadata(await params);
}

export default async function CountryDegreeProgramsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  return <ProgramListing path={await params} searchParams={searchParams} />;
}
