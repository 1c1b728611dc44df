import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getExamHub, listExamPages } from '@/lib/api/editorial.ts';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { contentSearchParams } from '@/lib/variant/current-variant.ts';
import { ExamNav } from './exam-nav.tsx';
import { ExamPageList } from './exam-page-list.tsx';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Exams for Study Abroad: IELTS, GRE, GMAT, TOEFL, PTE, SAT, ACT, Duolingo',
    description: `Pattern, syllabus, fees, dates, eligibility and scores of every test universities abroad ask ${await regionDemonym()} students for.`,
    path: siteRoutes.exams(),
  });
}

/** The hub: every exam's guides, 9 a page, with the hub categories as the filter; a page past the last is a 404. */
export default async function ExamHubPage() {
  const api = contentApi();
  const { page } = await contentSearchParams();
  const [{ exams }, list] = await Promise.all([
    getExamHub(api),
    listingPageOrNotFound(page, (n) => listExamPages(api, { page: n })),
  ]);
  return (
    <>
      <h1>Exams for studying abroad</h1>
      <p>
        English tests and admissions tests explained: what each one is, what it costs in India and what score
        you need.
      </p>
      <ExamNav exams={exams} current="all" />
      <ExamPageList list={list} route={siteRoutes.exams()} showExam />
    </>
  );
}
