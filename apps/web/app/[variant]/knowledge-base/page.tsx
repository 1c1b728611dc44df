import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getKnowledgeBase } from '@/lib/api/knowledge-base.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { regionDemonym } from '@/lib/region/region-demonym.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { kbCrumbs } from './kb-crumbs.ts';

export async function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Knowledge Base: Visas, Tests, Loans and Applications',
    description: `Short, checked answers to the questions ${await regionDemonym()} students ask most about student visas, English tests, education loans and university applications.`,
    path: siteRoutes.knowledgeBase(),
  });
}

export default async function KnowledgeBasePage() {
  const { topics } = await getKnowledgeBase(contentApi());
  const crumbs = kbCrumbs([]);
  const questions = topics.flatMap((t) => t.categories.flatMap((c) => c.questions)).length;
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>Study abroad knowledge base</h1>
      <p>
        {questions} questions students ask us most, each answered in a line or two and checked against the
        official source. Choose a topic, or go straight to a question.
      </p>
      {topics.map((topic) => (
        <section key={topic.slug} aria-labelledby={`topic-${topic.slug}`}>
          <h2 id={`topic-${topic.slug}`}>
            <Link href={siteRoutes.knowledgeBase(topic.slug)}>{topic.name}</Link>
          </h2>
          <p>{topic.intro}</p>
          {topic.categories.map((category) => (
            <div key={category.slug}>
              <h3>
                <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug)}>{category.name}</Link>
              </h3>
              <ul>
                {category.questions.map((q) => (
                  <li key={q.slug}>
                    <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug, q.slug)}>
                      {q.question}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
