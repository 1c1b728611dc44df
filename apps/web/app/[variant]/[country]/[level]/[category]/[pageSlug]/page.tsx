import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { examSlug } from '@meridian/domain/catalogue/listing-exam';
import { listingHeading, resolveListingScope } from '@meridian/domain/catalogue/listing-scope';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getListingExam } from '@/lib/api/catalogue.ts';
import { getExamHub } from '@/lib/api/editorial.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { ListingExam } from '@/components/catalogue/listing-exam.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string; level: string; category: string; pageSlug: string }>;

/** An unknown listing or exam, or an exam no course of the listing names, answers 404. */
async function load(params: Params) {
  const { country, level, category, pageSlug } = await params;
  const address = { country, level, subject: category };
  const scope = resolveListingScope(address) ?? notFound();
  const api = contentApi();
  const [figures, hub] = await Promise.all([
    orNotFound(getListingExam(api, encodeCourseFilter(scope.filter), pageSlug)),
    getExamHub(api),
  ]);
  const slug = examSlug(figures.exam);
  return {
    figures,
    guide: hub.exams.find((e) => e.slug === slug),
    slug,
    listing: {
      heading: listingHeading(scope, scope.specialization?.replace(/-/g, ' ')),
      path: siteRoutes.courseListing(address),
    },
    countryName: scope.countryName ?? country,
    path: siteRoutes.listingExam(address, slug),
    country,
  };
}

const headingOf = (exam: string, listing: string) => `${exam} scores for ${listing}`;

/** /{country}/{level}/{category}/{exam}: one exam in a listing's context; the exam's own page is canonical. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { figures, listing, path, slug } = await load(params);
  return pageMetadata({
    title: headingOf(figures.name, listing.heading),
    description: `${figures.acceptingCount} of ${figures.courseCount} ${listing.heading} courses ask for the ${figures.name}: the lowest, median and highest minimum scores, and the courses asking most.`,
    path,
    canonical: siteRoutes.exam(slug),
  });
}

export default async function ListingExamPage({ params }: { params: Params }) {
  const { figures, guide, listing, path, country, countryName } = await load(params);
  const crumbs = [
    { name: countryName, path: siteRoutes.country(country) },
    { name: listing.heading, path: listing.path },
    { name: figures.name, path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{headingOf(figures.name, listing.heading)}</h1>
      <ListingExam figures={figures} listing={listing} guide={guide} />
    </>
  );
}
