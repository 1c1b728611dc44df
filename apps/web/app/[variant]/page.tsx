import type { HomeSection } from '@meridian/domain/home/schemas';
import { homeCalculators, homeSectionShown } from '@meridian/domain/home/shown-sections';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getHome } from '@/lib/api/cms.ts';
import { optionalPart } from '@/lib/api/optional-part.ts';
import {
  getCourseFacets,
  listAcceleratorPrograms,
  listCourses,
  listUniversities,
} from '@/lib/api/catalogue.ts';
import { getArticleHub } from '@/lib/api/editorial.ts';
import { listUpcomingWebinars } from '@/lib/api/webinars.ts';
import { UpcomingWebinars } from '@/components/catalogue/upcoming-webinars.tsx';
import { currentRegion } from '@/lib/region/current-region.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { JsonLd, organizationLd, webSiteLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { publisher } from '@/lib/brand/brand.ts';
import { webConfig } from '@/lib/env.ts';
import { HomeBanner } from './_home/home-banners.tsx';
import { HomeFinder } from './_home/home-finder.client.tsx';
import {
  Calculators,
  ExamCards,
  LatestArticles,
  Programs,
  QuickCountries,
  Testimonials,
  TopUniversities,
  TrustStrip,
  type TrustFigures,
} from './_home/home-sections.tsx';

const PROGRAMS_ON_HOME = 4;
const ARTICLES_ON_HOME = 6;
const WEBINARS_ON_HOME = 3;

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad: Countries, Universities, Courses and Exams',
    description:
      'Compare study destinations by cost, intakes, visa and work rights, and talk to a study-abroad counsellor for free.',
    path: siteRoutes.home(),
  });
}

/** The trust strip's figures, counted from the catalogue; none when it cannot be read. */
function trustFigures(api: ReturnType<typeof contentApi>): Promise<TrustFigures | undefined> {
  return optionalPart(
    'home trust figures',
    async () => {
      const [courses, universities, facets] = await Promise.all([
        listCourses(api, { filter: '', sort: 'ranking', page: 1 }),
        listUniversities(api, { page: 1 }),
        getCourseFacets(api, ''),
      ]);
      return {
        courses: { count: courses.total, capped: courses.totalCapped },
        universities: universities.total,
        countries: facets.country.filter((country) => country.count > 0).length,
        sample: courses.items.some((course) => course.sample),
      };
    },
    undefined,
  );
}

export default async function HomePage() {
  const api = contentApi();
  const region = await currentRegion();
  const shown = (section: HomeSection) => homeSectionShown(region, section);
  const [home, origin, figures, programs, articles, webinars] = await Promise.all([
    getHome(api, region),
    requestOrigin(),
    trustFigures(api),
    shown('programs')
      ? optionalPart(
          'home section programs',
          async () => (await listAcceleratorPrograms(api, { page: 1 })).items.slice(0, PROGRAMS_ON_HOME),
          [],
        )
      : [],
    shown('articles')
      ? optionalPart(
          'home section articles',
          async () => (await getArticleHub(api)).items.slice(0, ARTICLES_ON_HOME),
          [],
        )
      : [],
    shown('webinars')
      ? optionalPart(
          'home section webinars',
          async () => (await listUpcomingWebinars(api, {})).slice(0, WEBINARS_ON_HOME),
          [],
        )
      : [],
  ]);
  const site = publisher(origin);
  const regionConfig = REGION_CONFIG[region];
  return (
    <>
      <JsonLd
        data={organizationLd({
          ...site,
          logo: `${origin}${regionConfig.logo}`,
          telephone: contactPhones(region)[0]?.dial,
        })}
      />
      <JsonLd data={webSiteLd(site)} />
      <HomeBanner banners={home.banners} promoVideoId={webConfig().PROMO_VIDEO_ID} />
      {home.banners.length === 0 && <h1>Plan your study abroad journey from {regionConfig.label}</h1>}
      <p>
        A bachelor&apos;s after school or a master&apos;s after your degree: choose a subject, a country and a
        level to see the courses.
      </p>
      {/* The site search box (the search issue) takes its place here, above the finder. */}
      <HomeFinder />
      <TrustStrip figures={figures} />
      <QuickCountries countries={home.quickCountries} />
      <Programs programs={programs} region={regionConfig} />
      <TopUniversities universities={home.topUniversities} region={regionConfig} />
      <ExamCards exams={home.exams} />
      <LatestArticles articles={articles} />
      {shown('calculators') && <Calculators calculators={homeCalculators(region)} />}
      <UpcomingWebinars webinars={webinars} />
      <Testimonials testimonials={home.testimonials} />
    </>
  );
}
