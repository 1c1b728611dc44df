import type { Metadata } from 'next';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCityDirectory } from '@/lib/api/directory.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { CityDirectoryPage, DIRECTORY_COPY } from '@/components/directory/city-directory-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ city: string }>;

const load = (city: string) => orNotFound(getCityDirectory(contentApi(), 'consultant', city));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { city } = await params;
  const directory = await load(city);
  return pageMetadata({
    title: DIRECTORY_COPY.consultant.heading(directory.city.name),
    description: directory.intro,
    path: DIRECTORY_COPY.consultant.cityPath(city),
  });
}

export default async function ConsultantCityPage({ params }: { params: Params }) {
  const { city } = await params;
  return <CityDirectoryPage directory={await load(city)} />;
}
