import { BASE_PATH } from '@meridian/domain/base-path';
import { contentApi } from '../lib/api/content-api.ts';
import { getHome } from '../lib/api/cms.ts';
import { currentRegion } from '../lib/region/current-region.ts';
import { pageMetadata } from '../lib/seo/page-metadata.ts';
import { JsonLd, organizationLd, webSiteLd } from '../lib/seo/json-ld.tsx';
import { requestOrigin } from '../lib/seo/request-origin.ts';
import { brand } from '../lib/brand/brand.ts';
import { HomeBanners } from './_home/home-banners.tsx';
import { ExamCards, QuickCountries, Testimonials, TopUniversities } from './_home/home-sections.tsx';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad: Countries, Universities, Courses and Exams',
    description:
      'Compare study destinations by cost, intakes, visa and work rights, and talk to a study-abroad counsellor for free.',
    path: '/study-abroad',
  });
}

export default async function HomePage() {
  const [home, origin] = await Promise.all([getHome(contentApi(), await currentRegion()), requestOrigin()]);
  const site = { name: brand().name, url: `${origin}${BASE_PATH}` };
  return (
    <>
      <JsonLd data={organizationLd({ ...site, logo: `${origin}${BASE_PATH}/brand/logo.svg` })} />
      <JsonLd data={webSiteLd(site)} />
      <HomeBanners banners={home.banners} />
      {home.banners.length === 0 && <h1>Plan your study abroad journey</h1>}
      <QuickCountries countries={home.quickCountries} />
      <TopUniversities universities={home.topUniversities} />
      <ExamCards exams={home.exams} />
      <Testimonials testimonials={home.testimonials} />
    </>
  );
}
