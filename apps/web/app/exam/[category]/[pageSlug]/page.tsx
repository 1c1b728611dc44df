import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { tableOfContents } from '@meridian/domain/content/table-of-contents';
import { hubCategoryOfOtherExam } from '@meridian/domain/content/exams';
import { coachingCitySlug, sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCityDirectory } from '@/lib/api/directory.ts';
import { getExamPage } from '@/lib/api/editorial.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import { TableOfContents } from '@/components/content/table-of-contents.tsx';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { FactCheckNote } from '@/components/content/fact-check-note.tsx';
import { CityDirectoryPage, DIRECTORY_COPY } from '@/components/directory/city-directory-page.tsx';
import { COACHING_CITIES_ID } from '@/components/directory/coaching-cities.tsx';

type Params = Promise<{ category: string; pageSlug: string }>;

function load(category: string, pageSlug: string) {
  // SAT and ACT are listed among other exams but have their own hub pages: one address each.
  const hubCategory = hubCategoryOfOtherExam(category, pageSlug);
  if (hubCategory) permanentRedirect(`/exam/${hubCategory}`);
  return orNotFound(getExamPage(contentApi(), category, pageSlug));
}

/** `/exam/ielts/ielts-coaching-centre-in-{city}` is the coaching-centre directory of that city. */
const coachingCity = (category: string, pageSlug: string) =>
  category === 'ielts' ? coachingCitySlug(pageSlug) : undefined;
const loadCoaching = (city: string) => orNotFound(getCityDirectory(contentApi(), 'ielts-coaching', city));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { category, pageSlug } = await params;
  const city = coachingCity(category, pageSlug);
  if (city) {
    const directory = await loadCoaching(city);
    return pageMetadata({
      title: DIRECTORY_COPY['ielts-coaching'].heading(directory.city.name),
      description: directory.intro,
      path: DIRECTORY_COPY['ielts-coaching'].cityPath(city),
    });
  }
  const page = await load(category, pageSlug);
  return pageMetadata({
    title: page.title,
    description: page.summary,
    path: siteRoutes.examPage(category, pageSlug),
  });
}

export default async function ExamTopicPage({ params }: { params: Params }) {
  const { category, pageSlug } = await params;
  const city = coachingCity(category, pageSlug);
  if (city) return <CityDirectoryPage directory={await loadCoaching(city)} />;
  const page = await load(category, pageSlug);
  const crumbs = [
    { name: 'Exams', path: siteRoutes.exams() },
    { name: page.exam.name, path: siteRoutes.exam(category) },
    { name: page.title, path: siteRoutes.examPage(category, pageSlug) },
  ];
  const faqs = page.body.flatMap((block) => (block.type === 'faq' ? block.items : []));
  return (
    <article>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      {faqs.length > 0 && <JsonLd data={faqPageLd(faqs)} />}
      <Breadcrumbs crumbs={crumbs} />
      <h1>{page.title}</h1>
      <p>{page.summary}</p>
      <FactCheckNote factsCheckedAt={page.factsCheckedAt} sources={page.sources} />
      <p>Confirm fees and dates on the official site before you book.</p>
      <TableOfContents entries={tableOfContents(page.body)} />
      <ContentBlocks blocks={page.body} />
      <nav aria-label={`${page.exam.name} pages`}>
        <h2>All {page.exam.name} pages</h2>
        <ul>
          {page.siblings.map((sibling) => (
            <li key={sibling.slug}>
              {sibling.slug === pageSlug ? (
                <strong aria-current="page">{sibling.title}</strong>
              ) : (
                <a href={sitePath(siteRoutes.examPage(category, sibling.slug))}>{sibling.title}</a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {category === 'ielts' && (
        <p>
          Preparing for IELTS in India?{' '}
          <a href={`${sitePath(siteRoutes.exam('ielts'))}#${COACHING_CITIES_ID}`}>
            Find an IELTS coaching centre in your city
          </a>
          .
        </p>
      )}
    </article>
  );
}
