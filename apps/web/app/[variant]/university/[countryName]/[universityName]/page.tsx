import { UniversityPage, universityMetadata } from '@/components/catalogue/university-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ countryName: string; universityName: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { countryName, universityName } = await params;
  return universityMetadata(countryName, universityName);
}

export default async function UniversityRoute({ params }: { params: Params }) {
  const { countryName, universityName } = await params;
  return <UniversityPage countrySlug={countryName} slug={universityName} />;
}
