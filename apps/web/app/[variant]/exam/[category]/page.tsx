import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getExamHub, listExamPages } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';
import { listDirectoryCities } from '@/lib/api/directory.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { CoachingCities } from '@/components/directory/coaching-cities.tsx';
import { ExamNav } from '@/app/[variant]/exam/exam-nav.tsx';
import { ExamPageList } from '@/app/[variant]/exam/exam-page-list.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ category: string }>;

async function load(category: string) {
  // "All" is the hub itself, at /exam.
  if (category === 'all') permanentRedirect('/exam');
  const hub = await getExamHub(contentApi());
  const exam = hub.exams.find((e) => e.slug === category);
  if (!exam) notFound();
  return { hub, exam };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { category } = await params;
  const { exam } = await load(category);
  return pageMetadata({
    title: exam.heading,
    description: exam.intro,
    path: siteRoutes.exam(category),
  });
}

export default async function ExamCategoryPage({ params }: { params: Params }) {
  const { category } = await params;
  const { hub, exam } = await load(category);
  const { page } = await contentSearchParams();
  const [list, coaching] = await Promise.all([
    listingPageOrNotFound(page, (n) => listExamPages(contentApi(), { category: exam.slug, page: n })),
    exam.slug === 'ielts' ? listDirectoryCities(contentApi(), 'ielts-coaching') : undefined,
  ]);
  const crumbs = [
    { name: 'Exams', path: siteRoutes.exams() },
    { name: exam.name, path: siteRoutes.exam(exam.slug) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <ExamNav exams={hub.exams} current={exam.slug} />
      <h1>{exam.heading}</h1>
      <p>{exam.intro}</p>
      <ExamPageList list={list} route={siteRoutes.exam(exam.slug)} showExam={false} />
      {/* No section until a centre offers IELTS coaching. */}
      {coaching && coaching.cities.length > 0 && <CoachingCities cities={coaching.cities} />}
    </>
  );
}
