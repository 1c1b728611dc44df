import type { Metadata } from 'next';
import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getKbTopic } from '@/lib/api/knowledge-base.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { kbCrumbs } from '@/app/[variant]/knowledge-base/kb-crumbs.ts';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const topic = await getKbTopic(contentApi(), slug);
  return pageMetadata({
    title: `${topic.name}: Questions and Answers for Students`,
    description: topic.intro,
    path: siteRoutes.knowledgeBase(topic.slug),
  });
}

export default async function KbTopicPage({ params }: { params: Params }) {
  const { slug } = await params;
  const topic = await getKbTopic(contentApi(), slug);
  const crumbs = kbCrumbs([topic]);
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{topic.name}: questions and answers</h1>
      <p>{topic.intro}</p>
      {topic.categories.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
          <h2 id={`category-${category.slug}`}>
            <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug)}>{category.name}</Link>
          </h2>
          <ul>
            {category.questions.map((q) => (
              <li key={q.slug}>
                <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug, q.slug)}>{q.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
