import { ProgramListing, programListingMetadata } from '@/components/catalogue/program-listing.tsx';

export async function generateMetadata() {
  return programListingMetadata({});
}

export default function ProgramsPage() {
  return <ProgramListing path={{}} />;
}
