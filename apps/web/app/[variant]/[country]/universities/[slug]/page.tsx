import { UniversityPage, universityMetadata } from '@/components/catalogue/university-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string; slug: string }>;

/** /{country}/universities/{slug}: the university overview, canonical at /university/{country}/{slug}. */
export async function generateMetadata({ params }: { params: Params }) {
  const { country, slug } = await params;
  return universityMetadata(country, slug);
}

export default async function CountryUniversityRoute({ params }: { params: Params }) {
  const { country, slug } = await params;
  return <UniversityPage countrySlug={country} slug={slug} />;
}
