import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getExamHub } from '@/lib/api/editorial.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { ExamNav } from './exam-nav.tsx';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Exams for Study Abroad: IELTS, GRE, GMAT, TOEFL, PTE, SAT, ACT, Duolingo',
    description: `Pattern, syllabus, fees, dates, eligibility and scores of every test universities abroad ask ${await regionDemonym()} students for.`,
    path: siteRoutes.exams(),
  });
}

export default async function ExamHubPage() {
  const { exams } = await getExamHub(contentApi());
  return (
    <>
      <h1>Exams for studying abroad</h1>
      <p>
        English tests and admissions tests explained: what each one is, what it costs in India and what score
        you need.
      </p>
      <ExamNav exams={exams} current="all" />
      {exams.map((exam) => (
        <section key={exam.slug} aria-labelledby={`exam-${exam.slug}`}>
          <h2 id={`exam-${exam.slug}`}>
            <a href={sitePath(siteRoutes.exam(exam.slug))}>{exam.name}</a>
          </h2>
          <p>{exam.intro}</p>
          <ul>
            {exam.pages.map((page) => (
              <li key={page.slug}>
                <a href={sitePath(siteRoutes.examPage(exam.slug, page.slug))}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
