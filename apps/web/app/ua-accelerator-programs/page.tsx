import { ProgramListing, programListingMetadata } from '@/components/catalogue/program-listing.tsx';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

export async function generateMetadata() {
  return programListingMetadata({});
}

export default async function ProgramsPage({ searchParams }: { searchParams: SearchParams }) {
  return <ProgramListing path={{}} searchParams={searchParams} />;
}
