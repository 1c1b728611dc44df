import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findDestination, type DestinationSlug } from '@meridian/domain/destinations';
import { formatDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCountryDetail } from '@/lib/api/pathway.ts';
import { listUpcomingWebinars } from '@/lib/api/webinars.ts';
import { listCountryReads } from '@/lib/api/editorial.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { BuilderPage, builderPageMetadata } from '@/components/content/builder-page.tsx';
import { SourceList } from '@/components/content/source-list.tsx';
import { UpcomingWebinars } from '@/components/catalogue/upcoming-webinars.tsx';
import { CountryHero } from './country-hero.tsx';
import { CountryCosts } from './country-costs.tsx';
import { CountryIntakes } from './country-intakes.tsx';
import { CountryVisa } from './country-visa.tsx';
import { CountryUniversities } from './country-universities.tsx';
import { CountryFaqs } from './country-faqs.tsx';
import { CountryExplore } from './country-explore.tsx';
import { CountryReads } from './country-reads.tsx';
import styles from './country.module.css';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string }>;

/**
 * One segment is a destination (`/usa`) or else a page-builder page (`/about-us`,
 * `/{product}-office`); see docs/adr/006-single-segment-pages.md.
 */
const isDestination = (slug: string): slug is DestinationSlug => findDestination(slug) !== undefined;

async function loadCountry(slug: string) {
  try {
    return await getCountryDetail(contentApi(), slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country } = await params;
  if (!isDestination(country)) return builderPageMetadata(country);
  const page = await loadCountry(country);
  return pageMetadata({
    title: page.content.headline,
    description: page.content.summary,
    path: siteRoutes.country(country),
  });
}

export default async function CountryPage({ params }: { params: Params }) {
  const { country } = await params;
  if (!isDestination(country)) return <BuilderPage slug={country} />;
  const [page, origin, webinars, reads, viewer] = await Promise.all([
    loadCountry(country),
    requestOrigin(),
    listUpcomingWebinars(contentApi(), { country }),
    listCountryReads(contentApi(), country),
    currentRegion().then(viewerRate),
  ]);
  const { content } = page;
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: `Study in ${page.name}`, path: siteRoutes.country(country) },
  ];

  return (
    <article className={styles.page}>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <JsonLd data={faqPageLd(content.faqs)} />
      <CountryHero iso3={page.iso3} name={page.name} slug={country} content={content} />

      <nav aria-label="On this page" className={styles.toc}>
        <ul>
          <li>
            <a href="#overview">Overview</a>
          </li>
          <li>
            <a href="#costs">Costs</a>
          </li>
          <li>
            <a href="#intakes">Intakes</a>
          </li>
          <li>
            <a href="#visa">Visa and work rights</a>
          </li>
          {page.topUniversities.length > 0 && (
            <li>
              <a href="#universities">Top universities</a>
            </li>
          )}
          {reads && (
            <li>
              <a href="#reads">Top reads</a>
            </li>
          )}
          <li>
            <a href="#faqs">FAQs</a>
          </li>
        </ul>
      </nav>

      <section id="overview" aria-labelledby="overview-title">
        <h2 id="overview-title">Why study in {page.name}</h2>
        {content.overview.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>

      <CountryCosts name={page.name} content={content} exchangeRate={page.exchangeRate} viewer={viewer} />
      <CountryIntakes name={page.name} intakes={content.intakes} />
      <CountryVisa name={page.name} visa={content.visa} workRights={content.workRights} />
      <CountryUniversities name={page.name} slug={country} universities={page.topUniversities} />
      <UpcomingWebinars webinars={webinars} />
      <CountryExplore name={page.name} slug={country} />
      <CountryReads name={page.name} reads={reads} />
      <CountryFaqs name={page.name} faqs={content.faqs} />

      <footer className={styles.sources}>
        <h2>Sources</h2>
        <SourceList sources={content.sources} />
        <p>
          Facts checked on <time dateTime={content.factsCheckedOn}>{formatDate(content.factsCheckedOn)}</time>
          . Fees and rules change; confirm on the official sites before you pay or apply.
        </p>
      </footer>
    </article>
  );
}
