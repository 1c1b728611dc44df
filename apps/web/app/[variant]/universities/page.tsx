import { UniversityListing, universityListingMetadata } from '@/components/catalogue/university-listing.tsx';

export async function generateMetadata() {
  return universityListingMetadata({});
}

export default function UniversitiesPage() {
  return <UniversityListing path={{}} />;
}
